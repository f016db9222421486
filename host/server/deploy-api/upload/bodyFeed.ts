import type { Readable, Writable } from 'node:stream';
import { refuse } from './uploadRefusals';
import type { UploadError } from './UploadError';
import type { UploadLimits } from './uploadLimits';

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b, 0x08]);

export interface BodyFeed {
  /** Stops reading: listeners and the idle timer go; the body is left paused, unread to its end. */
  stop(): void;
}

/**
 * Moves the request body into `sink` (the gunzip stream) by hand rather than with `pipe`, because three checks sit on
 * the way: the gzip magic bytes before any byte is inflated, the compressed size, and the idle timer. The timer runs only
 * while we wait for the client, never while the body is paused because the disk is slower, so a slow server is never
 * taken for a stalled client. The body is never destroyed: the caller still answers on its socket.
 */
export function feedBody(
  body: Readable,
  sink: Writable,
  limits: Pick<UploadLimits, 'maxBytes' | 'idleMs'>,
  onRefusal: (error: UploadError) => void,
): BodyFeed {
  let head: Buffer | null = Buffer.alloc(0);
  let received = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  // Reading stops at the first refusal: no byte more goes to a sink that is being torn down.
  const fail = (error: UploadError) => {
    feed.stop();
    onRefusal(error);
  };
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => fail(refuse.stalled(limits.idleMs)), limits.idleMs);
  };
  const write = (chunk: Buffer) => {
    if (sink.write(chunk)) return arm();
    clearTimeout(timer);
    body.pause();
    sink.once('drain', () => {
      if (stopped) return;
      arm();
      body.resume();
    });
  };
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > limits.maxBytes) return fail(refuse.bodyTooLarge(limits.maxBytes));
    if (head === null) return write(chunk);
    head = Buffer.concat([head, chunk]);
    if (head.length < GZIP_MAGIC.length) return arm();
    if (!head.subarray(0, GZIP_MAGIC.length).equals(GZIP_MAGIC)) return fail(refuse.notGzip(head));
    const whole = head;
    head = null;
    write(whole);
  };
  const onEnd = () => {
    clearTimeout(timer);
    if (head !== null) return fail(refuse.notGzip(head));
    sink.end();
  };
  const onError = (error: unknown) => fail(refuse.incomplete(error));
  const onAborted = () => fail(refuse.incomplete());
  const onClose = () => {
    if (!body.readableEnded) fail(refuse.incomplete());
  };

  body.on('data', onData);
  body.once('end', onEnd);
  body.on('error', onError);
  body.once('aborted', onAborted);
  body.once('close', onClose);
  arm();

  const feed: BodyFeed = {
    stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('aborted', onAborted);
      body.off('close', onClose);
      body.off('error', onError);
      // A client still sending after a refusal, then hanging up, makes the body emit 'error'; unheard, it would crash.
      body.on('error', () => undefined);
      body.pause();
    },
  };
  return feed;
}
