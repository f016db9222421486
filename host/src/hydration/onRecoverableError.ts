import type { ErrorInfo } from 'react';

/**
 * What the page does with an error React recovered from while hydrating (it rendered the part in the browser instead).
 * A boundary the server left to the browser carries the digest of a failure the server has logged already: a warning.
 * Anything else means the browser's first render differed from the server's, which is a bug: an error, with where.
 */
export function onRecoverableError(error: unknown, info: ErrorInfo & { digest?: string }): void {
  if (info.digest !== undefined) {
    console.warn(`A slot failed on the server (digest ${info.digest}); the browser rendered it instead.`);
    return;
  }
  console.error('Hydration error: the page rendered differently in the browser than on the server.', error, info);
}
