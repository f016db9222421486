import { appendVary } from './appendVary';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, type StoredEncoding } from './acceptEncoding';
import { isNotModified } from './conditionalRequest';

/** An answer the server holds in memory, in one or more encodings of the same content. */
export interface MemoryAnswer {
  type: string;
  etag: string;
  lastModified?: string;
  encodings: ReadonlySet<StoredEncoding>;
  /** The bytes in `encoding`, one of `encodings`. */
  bytes(encoding: StoredEncoding): Buffer | Promise<Buffer>;
}

/**
 * Sends an answer kept in memory as it is, in the encoding the request accepts best, or 304 when the client's copy is current.
 * The `content-encoding` it sets tells @fastify/compress to leave the bytes alone. Headers other than these (cache
 * policy, CSP) are the caller's. A `status` other than 200 (the host page as a 404) goes out whole and without
 * validators: a 304 would tell the client that its copy, maybe of a good page, is current, and an ETag would invite one.
 */
export async function replyFromMemory(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: MemoryAnswer,
  status: 200 | 404 = 200,
): Promise<FastifyReply> {
  reply.type(answer.type);
  if (answer.encodings.size > 1) appendVary(reply, 'accept-encoding');
  if (status !== 200) reply.code(status);
  else {
    reply.header('etag', answer.etag);
    if (answer.lastModified) reply.header('last-modified', answer.lastModified);
    if (isNotModified(request.headers, answer.etag, answer.lastModified)) return reply.code(304).send();
  }
  const encoding = chooseEncoding(request.headers['accept-encoding'], answer.encodings);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(await answer.bytes(encoding));
}
