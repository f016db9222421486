/** A timer for a client that stopped sending: armed while the server waits for bytes, paused while it does not. */
export interface IdleTimer {
  /** Starts the wait again from now. */
  arm(): void;
  /** Stops the wait: the server is the one that is busy (a slower disk), or the body is done. */
  pause(): void;
}

export function idleTimer(ms: number, onIdle: () => void): IdleTimer {
  let timer: NodeJS.Timeout | undefined;
  return {
    arm() {
      clearTimeout(timer);
      timer = setTimeout(onIdle, ms);
    },
    pause: () => clearTimeout(timer),
  };
}
