import type { Socket } from 'node:net';

/** What a write fails with once the peer has closed: its system reset the connection, or ended it and then reset. */
const PEER_CLOSED = new Set(['EPIPE', 'ECONNRESET']);

function isPeerClosedWrite(error: unknown): error is NodeJS.ErrnoException {
  const failure = error as NodeJS.ErrnoException | undefined;
  return failure?.syscall === 'write' && PEER_CLOSED.has(failure.code ?? '');
}

type WriteDone = (error?: Error | null) => void;

/** Whom each wrapped socket tells of its failed write: the request using it now. */
const toldOfFailure = new WeakMap<Socket, (error: NodeJS.ErrnoException) => void>();

/**
 * Keeps `socket` reading after a write fails because the peer closed, and calls `onWriteFailure` once instead.
 *
 * Why: a server that answers before it has read the body (a refused token, a size limit) and closes makes its system
 * reset the connection when the next bytes come. The answer is by then in this machine's socket, unread, and the
 * system still hands it out (Linux does: data received before a reset is read before the reset's end of stream; a
 * system that drops it leaves the write's error as the outcome). But a Node stream that fails a write marks its reading
 * side failed too and is destroyed, which drops the answer, and its HTTP client then reports `write EPIPE`
 * (nodejs/node#12339 and #54366, still open).
 *
 * How: every write of a socket goes through its `_write` or `_writev` (the stream's documented hooks), whose callback
 * gets the write's error. That error is held back here, and the callback is never called: the stream stays busy with
 * that write, so it keeps what it is given and sends nothing more. The read side goes on to the answer and to the end
 * of stream, where Node's HTTP client destroys the socket as usual. The caller stops the body and bounds the wait.
 */
export function readAfterWriteFailure(socket: Socket, onWriteFailure: (error: NodeJS.ErrnoException) => void): void {
  // A kept-alive socket serves one request after another: it is wrapped once, and the request using it is told.
  const wrapped = toldOfFailure.has(socket);
  toldOfFailure.set(socket, onWriteFailure);
  if (wrapped) return;
  let failed = false;
  const held =
    (done: WriteDone): WriteDone =>
    (error) => {
      if (!isPeerClosedWrite(error)) return done(error);
      if (failed) return;
      failed = true;
      toldOfFailure.get(socket)?.(error);
    };
  const write = socket._write.bind(socket);
  socket._write = (chunk, encoding, done: WriteDone) => write(chunk, encoding, held(done));
  const writev = socket._writev?.bind(socket);
  if (writev) socket._writev = (chunks, done: WriteDone) => writev(chunks, held(done));
}
