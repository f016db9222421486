import { PassThrough, type Transform } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding } from '../../http/acceptEncoding';
import { appendVary } from '../../http/appendVary';
import { DYNAMIC_BROTLI_QUALITY } from '../../http/dynamicCompression';
import type { StreamedPage } from './streamedPage';

const ENCODINGS = new Set(['br', 'gzip', 'identity'] as const);

/**
 * The stream a page's parts are written to, in the encoding the request accepts best. Every write is flushed: a
 * compressor holds its input until its window fills, which would hold the shell back until the slot came. The
 * `content-encoding` set here tells @fastify/compress to leave the stream alone, since it would not flush per part.
 * Not covered: a client that accepts deflate only, which @fastify/compress then serves unflushed, the page whole at
 * its end; browsers all accept gzip and brotli.
 */
function encodedStream(request: FastifyRequest, reply: FastifyReply): Transform {
  const encoding = chooseEncoding(request.headers['accept-encoding'], ENCODINGS);
  appendVary(reply, 'accept-encoding');
  if (encoding === 'identity') return new PassThrough();
  reply.header('content-encoding', encoding);
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY },
      })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH });
}

/**
 * Sends a streamed page (decision 0096): the shell at once, then the rest when the slot is decided, in one response
 * with no length (chunked). The status and the headers (cache policy, CSP) go with the shell; the caller has set them.
 * A client that goes away ends the stream, and the rest, when it comes, is dropped.
 */
export function sendStreamedPage(request: FastifyRequest, reply: FastifyReply, page: StreamedPage): FastifyReply {
  const body = encodedStream(request, reply);
  body.write(page.shell);
  void page.rest.then((rest) => {
    if (!body.destroyed) body.end(rest);
  });
  return reply.send(body);
}
