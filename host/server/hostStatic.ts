import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hostCacheControl } from './cachePolicy';

/** A path whose last segment has no dot is a client-side route (`/catalog/espresso-cup`), not a file. */
const HAS_FILE_EXTENSION = /\.[^/]*$/;

/**
 * Serves the built host and falls back to its index.html for client-side routes, so a deep link or a reload on any
 * route reaches the router in the browser. Missing files stay 404s: answering a missing script with HTML would turn a
 * clear network error into a confusing syntax error in the browser.
 */
export async function hostStatic(app: FastifyInstance, { hostDist }: { hostDist: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: hostDist,
    // setHeaders below is the one place that decides; send's own default (public, max-age=0) is switched off.
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('cache-control', hostCacheControl(filePath)),
    // A missing build is reported per request with a 503 that says how to fix it, not once at start-up.
    suppressWarning: true,
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (!isPageNavigation(request)) {
      return reply.code(404).send({ error: `${request.method} ${request.url} not found` });
    }
    if (!(await isFile(path.join(hostDist, 'index.html')))) {
      return replyHostNotBuilt(reply, hostDist);
    }
    return reply.sendFile('index.html', hostDist);
  });
}

function isPageNavigation(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !HAS_FILE_EXTENSION.test(pathname) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

function replyHostNotBuilt(reply: FastifyReply, hostDist: string): FastifyReply {
  return reply
    .code(503)
    .header('cache-control', 'no-cache')
    .type('text/plain; charset=utf-8')
    .send(
      `The host is not built: ${path.join(hostDist, 'index.html')} does not exist.\n` +
        'Run `npm start` from the repository root (it builds the host), or build it with `npm run build`, then reload.\n',
    );
}
