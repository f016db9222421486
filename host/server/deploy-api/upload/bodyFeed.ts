import type { Readable, Writable } from 'node:stream';
import { bodyChecks } from './bodyChecks';
import { listenToBody } from './bodyEvents';
import { idleTimer } from './idleTimer';
import { refuse } from './uploadRefusals';
import type { UploadError } from './UploadError';
import type { UploadLimits } from './uploadLimits';

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
  const checks = bodyChecks(limits);
  const idle = idleTimer(limits.idleMs, () => fail(refuse.stalled(limits.idleMs)));
  let stopped = false;

  // Reading stops at the first refusal: no byte more goes to a sink that is being torn down.
  const fail = (error: UploadError) => {
    feed.stop();
    onRefusal(error);
  };
  const write = (chunk: Buffer) => {
    if (sink.write(chunk)) return idle.arm();
    idle.pause();
    body.pause();
    sink.once('drain', () => {
      if (stopped) return;
      idle.arm();
      body.resume();
    });
  };
  const stopListening = listenToBody(body, {
    data: (chunk) => {
      const check = checks.next(chunk);
      if (check.kind === 'refused') return fail(check.error);
      if (check.kind === 'wait') return idle.arm();
      write(check.bytes);
    },
    end: () => {
      idle.pause();
      const refusal = checks.atEnd();
      if (refusal) return fail(refusal);
      sink.end();
    },
    error: (error) => fail(refuse.incomplete(error)),
    aborted: () => fail(refuse.incomplete()),
    close: () => {
      if (!body.readableEnded) fail(refuse.incomplete());
    },
  });
  idle.arm();

  const feed: BodyFeed = {
    stop() {
      if (stopped) return;
      stopped = true;
      idle.pause();
      stopListening();
      // A client still sending after a refusal, then hanging up, makes the body emit 'error'; unheard, it would crash.
      body.on('error', () => undefined);
      body.pause();
    },
  };
  return feed;
}
