/**
 * Thrown on the server inside the slot's Suspense boundary when the remote's server render failed: React then emits a
 * boundary the browser renders itself (`<!--$!-->`), carrying `digest` (the renderer's `onError` returns it), and the
 * browser retries the slot. Its message is all a development build of React writes into the page, so it says nothing
 * about the failure: the server's log line, under the digest, has that.
 */
export class ServerSlotFailure extends Error {
  constructor(readonly digest: string) {
    super('The remote failed on the server; the browser renders it.');
    this.name = 'ServerSlotFailure';
  }
}

export const isServerSlotFailure = (error: unknown): error is ServerSlotFailure => error instanceof ServerSlotFailure;
