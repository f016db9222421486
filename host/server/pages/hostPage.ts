import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageData } from '@mfp/shared/page';
import { routeEntry } from '@mfp/shared/registry';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NO_CACHE } from '../http/cachePolicy';
import { createMisconfigurationLog } from '../http/misconfigurationLog';
import type { LiveRegistry } from '../registry/liveRegistry';
import { fromAllowedOrigin } from '@mfp/shared/origins';
import { renderHostPage } from './renderHostPage';
import type { ReleaseFilesCache } from './releaseFilesCache';
import { routeHints } from './routeHints';

export interface HostPageOptions {
  hostDist: string;
  /** The registry held in memory, with its page registry parsed once per revision. */
  registry: Pick<LiveRegistry, 'current'>;
  allowedRemoteOrigins: readonly string[];
  /** Origin patterns overrides may load from; undefined while overrides are off. */
  overrideOrigins: readonly string[] | undefined;
  /** The page's Content-Security-Policy. */
  policy: string;
  /** The share of remote mounts whose load time the page reports (TIMING_SAMPLE_RATE); none when absent. */
  timingSampleRate?: number;
  releases: ReleaseFilesCache;
}

export type ReplyHostPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Answers a page navigation with the host page: the built `index.html`, plus the page data (allowed origins, override
 * origins, the registry this server holds) and preload hints for the remote that renders the requested route. The page then
 * needs no round trip to learn what to load, and its remote downloads in parallel with the host's own scripts.
 * Revalidated on every visit (`no-cache`) with an ETag of the rendered page, so a repeat visit with nothing deployed
 * costs one 304.
 *
 * Not covered: the registry's validity. A registry the server cannot read as JSON is not inlined, and the page fetches
 * `/registry.json` and reports it, as before.
 */
export function createHostPage(options: HostPageOptions): ReplyHostPage {
  const shouldLog = createMisconfigurationLog();
  return async (request, reply) => {
    const indexFile = path.join(options.hostDist, 'index.html');
    let template: string;
    try {
      template = await readFile(indexFile, 'utf8');
    } catch {
      if (shouldLog('host-not-built')) {
        request.log.error({ event: 'host-not-built', indexFile }, `host is not built: ${indexFile} does not exist`);
      }
      return replyHostNotBuilt(reply);
    }
    const registry = (await options.registry.current()).page;
    const data: PageData = {
      allowedRemoteOrigins: [...options.allowedRemoteOrigins],
      ...(options.overrideOrigins ? { overrideOrigins: [...options.overrideOrigins] } : {}),
      ...(registry.document === undefined ? {} : { registry: registry.document }),
      ...(options.timingSampleRate === undefined ? {} : { timings: { sampleRate: options.timingSampleRate } }),
    };
    const entry = routeEntry(registry.entries, pathnameOf(request.url));
    const allowed = entry && fromAllowedOrigin(entry.entry, options.allowedRemoteOrigins);
    const release = entry && allowed ? options.releases.peek(entry) : undefined;
    const hints = entry && release ? routeHints(entry, release) : [];
    const html = renderHostPage(template, data, hints);
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`;
    reply
      .header('cache-control', NO_CACHE)
      .header('content-security-policy', options.policy)
      .header('etag', etag)
      .type('text/html; charset=utf-8');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(html);
  };
}

/** RFC 9110 If-None-Match: `*`, or a list of tags compared weakly. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

function pathnameOf(url: string): string {
  try {
    return new URL(url, 'http://host.invalid').pathname;
  } catch {
    return '/';
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
