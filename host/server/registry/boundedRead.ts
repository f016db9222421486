import { StoreError } from '@mfp/store';

/** A store call that did not answer in time: the store is slow or its connection hangs. */
class RegistryReadTimeout extends Error {
  override name = 'RegistryReadTimeout';
}

/**
 * `promise`, or a RegistryReadTimeout after `timeoutMs`: a hung store must not hang what waits on it. The call itself
 * goes on (a store call cannot be cancelled); whatever it settles with later is ignored.
 */
export function bounded<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new RegistryReadTimeout(`${what} did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    // Only bounds a call: a closing server must not wait for it.
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Why a read of the registry failed, for the log and `/healthz`: a short kind to group by, and the message. */
export interface ReadFailure {
  /** `timeout`, a StoreError's kind, a system error's code (`ECONNREFUSED`, `EISDIR`), or `error`. */
  kind: string;
  detail: string;
}

export function readFailureOf(error: unknown): ReadFailure {
  const detail = error instanceof Error ? error.message : String(error);
  if (error instanceof RegistryReadTimeout) return { kind: 'timeout', detail };
  if (error instanceof StoreError) return { kind: error.kind, detail };
  const code = error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
  return { kind: typeof code === 'string' ? code : 'error', detail };
}
