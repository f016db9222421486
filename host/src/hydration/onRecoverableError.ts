import type { ErrorInfo } from 'react';

/**
 * What the page says of an error React recovered from while hydrating (it rendered the part in the browser instead):
 * the browser's first render differed from the server's, which is a bug: an error, with where. A slot that failed on
 * the server never gets here: the server rendered it as the browser's to load (decision 0064). A mismatch in a
 * server-rendered slot is also reported as its remote's (`hydrationMismatches`, decision 0068); the host's own are
 * said here only.
 */
export function onRecoverableError(error: unknown, info: ErrorInfo): void {
  console.error('Hydration error: the page rendered differently in the browser than on the server.', error, info);
}
