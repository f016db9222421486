import type { IncomingMessage } from 'node:http';

/** How long, and how much, a refused request's body is read and dropped before its connection is closed. */
export interface LingerBounds {
  readonly maxBytes: number;
  readonly maxMs: number;
}

/**
 * - 64 MiB: more than an upload may carry (DEPLOY_MAX_BYTES is 50 MiB by default), so a client that keeps sending
 *   until it has read the answer is never cut, while one that never stops costs the server a bounded read.
 * - 5 s: a client reads the answer within a round trip or two and stops sending; nginx waits as long
 *   (`lingering_timeout`) for the next bytes. A client that neither stops nor closes holds a socket no longer.
 */
const LINGER_BOUNDS: LingerBounds = { maxBytes: 64 * 1024 * 1024, maxMs: 5000 };

/** Why the drain stopped: the client closed or finished its body, or a bound or the server's stop cut it. */
export type LingerEnd = {
  reason: 'client-done' | 'byte-bound' | 'time-bound' | 'server-closing';
  bytes: number;
  ms: number;
};

export interface LingerOptions {
  bounds?: LingerBounds;
  /** Aborted when the server stops: a drain would otherwise hold its stop for up to `maxMs`. */
  closing?: AbortSignal;
  onEnd?: (end: LingerEnd) => void;
}

/**
 * A lingering close, as nginx does it: once the answer to `request` is flushed (Node's server then calls
 * `socket.destroySoon()`, for an answer with `Connection: close`), the answer's end is sent (FIN) and the rest of the
 * body is read and dropped until the client stops, or up to `bounds`, before the socket is destroyed.
 *
 * Why: closing a socket whose peer is still sending makes the system answer the next bytes with a reset, and a client
 * that is still writing then fails with EPIPE or ECONNRESET before it reads the answer, so a refusal (401, 413) sent
 * before the body was read reaches the uploader as a broken pipe. Call it before the answer is sent.
 */
export function lingerBeforeClose(
  request: IncomingMessage,
  { bounds = LINGER_BOUNDS, closing, onEnd = () => undefined }: LingerOptions = {},
): void {
  const socket = request.socket as IncomingMessage['socket'] | undefined;
  // No real socket (a request injected in process, as tests and `inject` make): nothing is sent, nothing to drain.
  if (typeof socket?.destroySoon !== 'function') return;
  if (request.complete || socket.destroyed) return;
  // Node's own way to close after the last answer: ended for writing, destroyed once flushed. Only the destroy waits.
  const destroySoon = socket.destroySoon.bind(socket);
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
    drain(request, bounds, closing, (end) => {
      // A client done sending has its answer flushed before the socket goes; one past a bound is cut.
      if (end.reason === 'client-done') destroySoon();
      else socket.destroy();
      onEnd(end);
    });
  };
}

/** Reads and drops the rest of the body until the client is done or a bound is reached, then calls `onEnd` once. */
function drain(
  request: IncomingMessage,
  bounds: LingerBounds,
  closing: AbortSignal | undefined,
  onEnd: (end: LingerEnd) => void,
): void {
  const socket = request.socket;
  const started = Date.now();
  let bytes = 0;
  let ended = false;
  const end = (reason: LingerEnd['reason']) => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    closing?.removeEventListener('abort', stop);
    socket.removeListener('data', count);
    onEnd({ reason, bytes, ms: Date.now() - started });
  };
  const count = (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes >= bounds.maxBytes) end('byte-bound');
  };
  // Unreferenced: a drain never keeps a stopping process alive; the socket it reads does, as long as it is open.
  const timer = setTimeout(() => end('time-bound'), bounds.maxMs).unref();
  const stop = () => end('server-closing');
  closing?.addEventListener('abort', stop, { once: true });
  // A client hanging up midway makes the body emit 'error'; the drain expects it.
  request.on('error', () => undefined);
  // Counted as they come off the socket: Node's server drops a body no one read (401) before it reaches `request`.
  socket.on('data', count);
  request.once('end', () => end('client-done'));
  socket.once('close', () => end('client-done'));
  // The body may have been left paused by whoever refused it (413), which stops the socket's reads; resumed, it flows.
  request.resume();
  // A body that filled its buffer before the answer had the socket's reads stopped by Node's parser, and a body Node
  // then dumped (nobody read it) never restarts them: neither `resume()` does. Node's own `readStart` of the handle
  // does, once the resume above has run. An internal: lingeringClose.test.ts fails if a Node release changes it.
  setImmediate(() => restartReads(socket));
  if (request.readableEnded) end('client-done');
  else if (closing?.aborted) stop();
}

/** Starts the socket's reads again, as Node's parser does (`readStart`), when nothing else will. */
function restartReads(socket: IncomingMessage['socket']): void {
  const handle = (socket as unknown as { _handle?: { reading: boolean; readStart(): number } })._handle;
  if (socket.destroyed || !handle || handle.reading) return;
  handle.reading = true;
  handle.readStart();
}
