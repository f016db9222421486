import type { FastifyReply } from 'fastify';

/**
 * Adds request headers to the answer's `Vary`, keeping those already named: an answer can vary by the encoding it was
 * sent in and by what kind of request it was chosen for at once, and the last writer must not drop the first's.
 */
export function appendVary(reply: FastifyReply, ...headers: readonly string[]): FastifyReply {
  const current = reply.getHeader('vary');
  const named =
    typeof current === 'string' && current.trim() !== '' ? current.split(',').map((name) => name.trim()) : [];
  const known = new Set(named.map((name) => name.toLowerCase()));
  const added = headers.filter((name) => !known.has(name.toLowerCase()));
  return added.length === 0 ? reply : reply.header('vary', [...named, ...added].join(', '));
}
