/** One pending call of `run` after `ms`, asked for any number of times; it never keeps a stopping server alive. */
export interface RetryTimer {
  /** Calls `run` in `ms`, unless a call is pending already. */
  schedule(): void;
  /** Drops the pending call, if any. */
  cancel(): void;
}

export function retryTimer(ms: number, run: () => void): RetryTimer {
  let timer: NodeJS.Timeout | undefined;
  return {
    schedule() {
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        run();
      }, ms);
      timer.unref();
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
