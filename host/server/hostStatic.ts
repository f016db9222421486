import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hostCacheControl } from './cachePolicy';
import { hostContentSecurityPolicy } from './contentSecurityPolicy';
import { replyNotFound } from './notFound';

export interface HostStaticOptions {
  hostDist: string;
  /** Origins the pages' Content-Security-Policy lets scripts come from, besides the host itself. */
  allowedRemoteOrigins: readonly string[];
  /** Origins overrides may load from; empty while overrides are off, and then the policy allows none of them. */
  overrideOrigins: readonly string[];
}

/**
 * Serves the built host and falls back to its index.html for page navigations, so a deep link or a reload on any
 * client-side route reaches the router in the browser. Other requests for missing files stay 404s: answering a missing
 * script with HTML would turn a clear network error into a confusing syntax error in the browser. Every HTML answer
 * carries the host's CSP.
 */
export async function hostStatic(
  app: FastifyInstance,
  { hostDist, allowedRemoteOrigins, overrideOrigins }: HostStaticOptions,
): Promise<void> {
  const policy = hostContentSecurityPolicy(allowedRemoteOrigins, overrideOrigins);
  await app.register(fastifyStatic, {
    root: hostDist,
    // Build bookkeeping (`.build-stamp`) sits beside the bundles and is nobody's business: answered as if absent.
    dotfiles: 'ignore',
    // The `.br`/`.gz` siblings the production build writes (scripts/lib/precompressHostDist.ts) go out as they are:
    // brotli on every request of a 200 KB chunk capped the server near 200 req/s. A file without one (small, or a
    // page) is left to @fastify/compress.
    preCompressed: true,
    // setHeaders below is the one place that decides; send's own default (public, max-age=0) is switched off.
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', hostCacheControl(filePath));
      // Every page goes out through here, as a file, at `/` or from the fallback below, and so does its 304, whose
      // headers replace the cached copy's: the policy must be there too, or a cached page keeps an outdated one.
      if (filePath.endsWith('.html')) reply.header('content-security-policy', policy);
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (!isPageNavigation(request)) {
      return replyNotFound(reply);
    }
    const indexFile = path.join(hostDist, 'index.html');
    if (!(await isFile(indexFile))) {
      request.log.error({ event: 'host-not-built', indexFile }, `host is not built: ${indexFile} does not exist`);
      return replyHostNotBuilt(reply);
    }
    return reply.sendFile('index.html', hostDist);
  });
}

/**
 * Whether the browser is loading a page, by what it says rather than by the URL's shape: client-side routes may
 * contain dots (`/users/john.doe`, `/catalog/v1.2`). Navigations ask for HTML, and modern browsers also say so in
 * Sec-Fetch-*; scripts, styles, images and fetch() do neither, so a missing asset still gets its 404.
 */
function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const { accept, 'sec-fetch-dest': destination, 'sec-fetch-mode': mode } = request.headers;
  return (accept ?? '').includes('text/html') || destination === 'document' || mode === 'navigate';
}

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

/** Says what to do without the server's folders, which are no business of whoever opens the page; the log has them. */
function replyHostNotBuilt(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('cache-control', 'no-cache')
    .type('text/plain; charset=utf-8')
    .send(
      'The host is not built: its index.html is missing.\n' +
        'Run `npm start` from the repository root (it builds the host), or build it with `npm run build`, then reload.\n' +
        'The server log names the folder it looked in (event "host-not-built").\n',
    );
}
