import path from 'node:path';
import { logEvent } from '@mfp/shared/logs';
import type { PageData } from '@mfp/shared/page';
import { routeEntry, type RegistryEntry } from '@mfp/shared/registry';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createLogThrottle } from '../http/logThrottle';
import { replyFromMemory } from '../http/replyFromMemory';
import type { LiveRegistry } from '../registry/liveRegistry';
import { cacheControlOf, storedForEveryone, type RegistryForRequest } from '../registry/servedRegistry';
import { createHostTemplate } from './hostTemplate';
import { createInlinedRegistry } from './inlinedRegistry';
import { createPageCache, type PageCache } from './pageCache';
import { pageHints } from './pageHints';
import { renderHostPage } from './renderHostPage';
import { pathnameOf } from './requestPath';
import type { ReleaseFilesCache } from './releaseFilesCache';
import type { PreloadHint } from './routeHints';
import type { IssuePageView } from '../pageViews/pageViewIssuer';
import { PAGE_VIEW_PLACEHOLDER, replyWithPageView } from './withPageView';

/** What a page rendered on the server is made from: the template, its page data and hints, the route's entry. */
export interface PageParts {
  template: string;
  data: PageData;
  hints: readonly PreloadHint[];
  entry: RegistryEntry | undefined;
}

/**
 * Replies a page rendered on the server for this request (decision 0064). Given by the caller, so the pages, which
 * server rendering builds on, never import it back.
 */
type ReplyRenderedPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  parts: PageParts,
  status: 200 | 404,
) => Promise<FastifyReply>;

export interface HostPageOptions {
  hostDist: string;
  /** The registry kept in memory, with its page registry parsed once per revision. */
  registry: Pick<LiveRegistry, 'current'>;
  /** The registry each visitor is served (their rollout sides, their preview link); the stored one unless told. */
  forRequest?: RegistryForRequest;
  allowedRemoteOrigins: readonly string[];
  /** Origin patterns overrides may load from; undefined while overrides are off. */
  overrideOrigins: readonly string[] | undefined;
  /** The page's Content-Security-Policy. */
  policy: string;
  /** The share of remote mounts whose load time the page reports (TIMING_SAMPLE_RATE); none when absent. */
  timingSampleRate?: number;
  releases: ReleaseFilesCache;
  /** Rendered pages by registry revision, template and route's remote; one of its own unless told. */
  pages?: PageCache;
  /** How often the template's file is checked for a new build (ms); TEMPLATE_CHECK_MS unless told. */
  templateCheckMs?: number;
  /** Pages rendered on the server for the browser to hydrate (SERVER_RENDERING=on); sent as built when absent. */
  replyRendered?: ReplyRenderedPage;
  /**
   * Signs each page's page-view token (decision 0087), when the server counts what browsers send; pages carry none
   * without it, and keep their ETag.
   */
  issuePageView?: IssuePageView;
}

/**
 * Replies the host page; with `status` 404 for a path nothing routes (the browser's router then shows its "Page not
 * found"): the same page, so the user sees the platform's own screen, never cached as a good page and never a 304.
 */
export type ReplyHostPage = (request: FastifyRequest, reply: FastifyReply, status?: 200 | 404) => Promise<FastifyReply>;

/**
 * Answers a page navigation with the host page: the built `index.html`, plus the page data (allowed origins, override
 * origins, the route's registry entry and the navigation of the registry this server holds) and preload hints for the
 * remote that renders the requested route. The page then needs no round trip to learn what to load, and its remote
 * downloads in parallel with the host's own scripts; it reads the whole registry after its first paint.
 * Revalidated on every visit (`no-cache`) with an ETag of the rendered page, so a repeat visit with nothing deployed
 * costs one 304.
 *
 * A page depends on nothing of the request but the remote its path routes to, so pages are rendered and compressed
 * once per registry revision, template and route's remote, and then looked up (`createPageCache`, decision 0043).
 * A visitor on a rollout's side or with a preview link gets the variant of the registry that names their releases
 * (`forRequest`, decision 0076): its pages are cached by those releases, never by the visitor's cookie.
 * With `replyRendered`, the page holds the request's own render (its path, and the remote's markup), so it is
 * rendered for each request and sent without an ETag (`replyServerRendered`, decision 0064).
 *
 * Not covered: the registry's validity. A registry the server cannot read as JSON is not inlined, and the page fetches
 * `/registry.json` and reports it, as before.
 */
export function createHostPage(options: HostPageOptions): ReplyHostPage {
  const shouldLog = createLogThrottle();
  const indexFile = path.join(options.hostDist, 'index.html');
  const template = createHostTemplate(indexFile, options.templateCheckMs);
  const pages = options.pages ?? createPageCache();
  const baseData: PageData = {
    allowedRemoteOrigins: [...options.allowedRemoteOrigins],
    ...(options.overrideOrigins ? { overrideOrigins: [...options.overrideOrigins] } : {}),
    ...(options.timingSampleRate === undefined ? {} : { timings: { sampleRate: options.timingSampleRate } }),
  };

  const hintsOf = (entry: RegistryEntry | undefined) =>
    pageHints(entry, options.releases, options.allowedRemoteOrigins);
  const inlinedRegistry = createInlinedRegistry(options.allowedRemoteOrigins);
  const forRequest = options.forRequest ?? storedForEveryone(options.registry);

  return async (request, reply, status = 200) => {
    const read = await template.read();
    if (read.kind === 'missing') return replyHostNotBuilt(request, reply, indexFile, shouldLog);
    const served = await forRequest(request, reply);
    const { snapshot, preview } = served;
    const registry = snapshot.page;
    const entry = routeEntry(registry.entries, pathnameOf(request.url));
    const hints = hintsOf(entry);
    const data = { ...baseData, ...inlinedRegistry(registry, entry), ...(preview ? { preview } : {}) };
    reply.header('cache-control', cacheControlOf(served)).header('content-security-policy', options.policy);
    const pageView = options.issuePageView?.(served, request.ip);
    if (options.replyRendered) {
      const parts = { template: read.text, data: { ...data, ...(pageView ? { pageView } : {}) }, hints, entry };
      return options.replyRendered(request, reply, parts, status);
    }
    // Everything a page is made of: the generation (registry and template), then the visitor's releases and preview
    // banner, the route's remote and its hints. Never the cookie: visitors on the same side share their pages.
    const generation = `${snapshot.kind} ${snapshot.revision ?? ''} ${read.id}`;
    const key = `${served.variant}|${preview ? JSON.stringify(preview) : ''}|${entry?.name ?? ''} ${hints.length}`;
    if (pageView === undefined) {
      const page = pages.get(generation, key, () => renderHostPage(read.text, data, hints));
      return replyFromMemory(request, reply, page, status);
    }
    const withPlaceholder = { ...data, pageView: PAGE_VIEW_PLACEHOLDER };
    const page = pages.get(generation, `${key} view`, () => renderHostPage(read.text, withPlaceholder, hints));
    return replyWithPageView(reply, page, pageView, status);
  };
}

/**
 * Says what to do without the server's folders, which are no business of whoever opens the page; the log has them,
 * once a minute at most (every page request meets the same missing build).
 */
function replyHostNotBuilt(
  request: FastifyRequest,
  reply: FastifyReply,
  indexFile: string,
  shouldLog: (event: string) => boolean,
): FastifyReply {
  if (shouldLog('host-not-built'))
    request.log.error({ ...logEvent('host-not-built'), indexFile }, `host is not built: ${indexFile} does not exist`);
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
