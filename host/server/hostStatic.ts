import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hostCacheControl } from './cachePolicy';
import { hostContentSecurityPolicy } from './contentSecurityPolicy';

/** A path whose last segment has no dot is a client-side route (`/catalog/espresso-cup`), not a file. */
const HAS_FILE_EXTENSION = /\.[^/]*$/;

export interface HostStaticOptions {
  hostDist: string;
  /** Origins the pages' Content-Security-Policy lets scripts come from, besides the host itself. */
  allowedRemoteOrigins: readonly string[];
}

/**
 * Serves the built host and falls back to its index.html for client-side routes, so a deep link or a reload on any
 * route reaches the router in the browser. Missing files stay 404s: answering a missing script with HTML would turn a
 * clear network error into a confusing syntax error in the browser. Every HTML answer carries the host's CSP.
 */
export async function hostStatic(
  app: FastifyInstance,
  { hostDist, allowedRemoteOrigins }: HostStaticOptions,
): Promise<void> {
  const policy = hostContentSecurityPolicy(allowedRemoteOrigins);
  // On every page this plugin answers with, whichever way it went out (a file, `/`, or the fallback below).
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPageAnswer(request, reply)) reply.header('content-security-policy', policy);
    return payload;
  });
  await app.register(fastifyStatic, {
    root: hostDist,
    // setHeaders below is the one place that decides; send's own default (public, max-age=0) is switched off.
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('cache-control', hostCacheControl(filePath)),
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

/**
 * HTML, or a 304 for a page's URL. A 304 has no content type, and its headers replace those of the browser's cached
 * copy: without the CSP there, a cached page would keep the policy it had before ALLOWED_REMOTE_ORIGINS changed.
 */
function isPageAnswer(request: FastifyRequest, reply: FastifyReply): boolean {
  if (/^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''))) return true;
  const pathname = request.url.split('?')[0] ?? '';
  return reply.statusCode === 304 && (!HAS_FILE_EXTENSION.test(pathname) || pathname.endsWith('.html'));
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
