import type { Readable } from 'node:stream';

/** What a feed hears from a request body: its chunks, its end, and the ways it can stop short. */
export interface BodyListeners {
  data(chunk: Buffer): void;
  end(): void;
  error(error: unknown): void;
  /** The client aborted the request (older Node streams say so apart from `close`). */
  aborted(): void;
  close(): void;
}

/** Listens to `body`'s events; the function returned removes every listener it added. */
export function listenToBody(body: Readable, listeners: BodyListeners): () => void {
  body.on('data', listeners.data);
  body.once('end', listeners.end);
  body.on('error', listeners.error);
  body.once('aborted', listeners.aborted);
  body.once('close', listeners.close);
  return () => {
    body.off('data', listeners.data);
    body.off('end', listeners.end);
    body.off('aborted', listeners.aborted);
    body.off('close', listeners.close);
    body.off('error', listeners.error);
  };
}
