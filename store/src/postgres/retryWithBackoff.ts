/**
 * Tries `attempt` again after `delays.first` ms, doubling the pause up to `delays.max` while it keeps failing, and
 * calls `onBack` once it succeeds (the next `later` starts from `delays.first` again). One try is pending at a time;
 * none after `cancel`. The timer never keeps a process alive on its own.
 */
export function retryWithBackoff(
  delays: { readonly first: number; readonly max: number },
  attempt: () => Promise<void>,
  onBack: () => void,
) {
  let cancelled = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = delays.first;

  function later() {
    if (cancelled || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      attempt().then(
        () => {
          delay = delays.first;
          onBack();
        },
        () => {
          delay = Math.min(delay * 2, delays.max);
          later();
        },
      );
    }, delay);
    retry.unref();
  }

  return {
    later,
    cancel() {
      cancelled = true;
      clearTimeout(retry);
    },
  };
}
