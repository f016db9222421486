/**
 * How long a page waits for its remote before it sends the host's shell and streams the slot behind it (ms; decision
 * 0096). A remote without data is decided well within it (a catalog render took 1 to 2 ms in the render process), so
 * its page goes out whole, its status and head included; one that waits for its API no longer delays the shell.
 */
export const DEFAULT_HEAD_WINDOW_MS = 50;

/** A slot's render, decided within the window or still under way after it. */
export type WithinWindow<T> = { decided: true; value: T } | { decided: false; later: Promise<T> };

/**
 * Whether `work` settles within `windowMs`. The timer is cleared as soon as it does, and never keeps the process up.
 * A rejection within the window rejects here; after it, `later` carries it.
 */
export async function decidedWithin<T>(work: Promise<T>, windowMs: number): Promise<WithinWindow<T>> {
  let timer: NodeJS.Timeout | undefined;
  const windowEnds = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), windowMs);
    timer.unref();
  });
  const DECIDED = Symbol('decided');
  try {
    const first = await Promise.race([work.then((value) => ({ [DECIDED]: value })), windowEnds]);
    return first === undefined ? { decided: false, later: work } : { decided: true, value: first[DECIDED] };
  } finally {
    clearTimeout(timer);
  }
}
