import type { FastifyInstance } from 'fastify';
import { IMMUTABLE, isContentHashed } from '../http/cachePolicy';
import { createImmutableFiles } from '../http/immutableFiles';
import { replyFromMemory } from '../http/replyFromMemory';

/** A file of the build's root, by the path of a request: letters, digits, `_`, `-` and dots, never a dotfile. */
const ROOT_FILE = /^\/([A-Za-z0-9_-][A-Za-z0-9_.-]*)(?:\?.*)?$/;

/**
 * Answers requests for the build's content-hashed files from memory (`createImmutableFiles`, decision 0043), before
 * the static server sees them; anything else, a range request or a name the build lacks goes on to it unchanged.
 */
export function serveFilesFromMemory(app: FastifyInstance, hostDist: string): void {
  const files = createImmutableFiles(hostDist);
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.headers.range !== undefined) return;
    const name = ROOT_FILE.exec(request.url)?.[1];
    if (name === undefined || !isContentHashed(name)) return;
    const file = await files.get(name);
    if (!file) return;
    reply.header('cache-control', IMMUTABLE);
    return replyFromMemory(request, reply, {
      ...file,
      bytes: (encoding) => file.bytes[encoding] ?? file.bytes.identity,
    });
  });
}
