/**
 * Thrown when an operation outlives its budget; the classifier maps it to the `timeout` kind. Its name is the DOM's
 * own for a timeout (an `AbortSignal.timeout` abort has it), so whatever tells errors apart by name, the federation
 * runtime's messages included, sees a timeout.
 */
export class DeadlineExceededError extends Error {
  override readonly name = 'TimeoutError';
  constructor(
    what: string,
    readonly timeoutMs: number,
  ) {
    super(`${what} did not finish within ${timeoutMs} ms`);
  }
}

/**
 * The host's one way to bound a wait: runs `work` and rejects with `DeadlineExceededError` once `timeoutMs` have
 * passed, and at that moment aborts the `signal` it gave `work`. Work that can stop (fetch, body included) passes the
 * signal on; a fresh signal per call means one hung request never cancels another.
 * Not covered: work that ignores the signal (the federation runtime's `loadRemote`) goes on in the background after
 * the deadline; only its result is dropped.
 */
export async function withDeadline<T>(
  what: string,
  timeoutMs: number,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new DeadlineExceededError(what, timeoutMs);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    return await Promise.race([work(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}
