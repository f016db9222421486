import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostCacheControl } from '../http/cachePolicy';
import { replyNotFound } from '../http/notFound';
import { labelRoute, PAGE_ROUTE_LABEL } from '../http/routeLabel';
import { isPageNavigation, varyByNavigation } from '../http/pageNavigation';
import { hostContentSecurityPolicy } from '../pages/contentSecurityPolicy';
import { createHostPage } from '../pages/hostPage';
import { pageExists } from '../pages/pageExists';
import { pathnameOf } from '../pages/requestPath';
import { createReleaseFilesCache, type ReleaseFilesCache } from '../pages/releaseFilesCache';
import type { StoreFilesAt } from '../pages/releaseFileReaders';
import type { LiveRegistry } from '../registry/liveRegistry';
import type { RegistryForRequest } from '../registry/servedRegistry';
import { replyServerRendered } from '../serverRendering/page/replyServerRendered';
import type { ServerRendering } from '../serverRendering/page/serverRendering';
import { serveFilesFromMemory } from './filesFromMemory';
import { isServerPath } from './serverPaths';
import type { IssuePageView } from '../pageViews/pageViewIssuer';

export interface HostStaticOptions {
  hostDist: string;
  /** For the page data and the route's preload hints: the registry kept in memory, parsed once per revision. */
  registry: Pick<LiveRegistry, 'current'>;
  /** The registry each visitor's pages are made from (rollout sides, preview links); the stored one unless told. */
  forRequest?: RegistryForRequest;
  /** Origins the pages' Content-Security-Policy lets scripts come from, besides the host itself. */
  allowedRemoteOrigins: readonly string[];
  /** Origins the pages may fetch, for loaders that run in the browser (`HostServerOptions.browserApiOrigins`). */
  browserApiOrigins?: readonly string[];
  /** Origin patterns overrides may load from; undefined while overrides are off, and then the policy allows none. */
  overrideOrigins: readonly string[] | undefined;
  /** This server's store, where the hints of a release that records none read its files (`createReleaseFilesCache`). */
  store?: StoreFilesAt;
  /** What the server knows of live releases, for the hints; made from `store` and the allowed origins unless told. */
  releases?: ReleaseFilesCache;
  /** The share of remote mounts whose load time pages report (the page data's `timings`). */
  timingSampleRate?: number;
  /** Host pages served only to whom `allow` admits (the status page); anyone else gets the plain 404. */
  guardedPages?: { paths: readonly string[]; allow: (request: FastifyRequest) => Promise<boolean> };
  /** Pages rendered on the server for the browser to hydrate; as built when absent (SERVER_RENDERING=off). */
  serverRendering?: ServerRendering;
  /** Signs each page's page-view token (decision 0087) when the server counts what browsers send; none without. */
  issuePageView?: IssuePageView;
}

/**
 * Serves the built host. Pages are rendered by `createHostPage`, with the host's CSP: `/`, `/index.html`, and every
 * page navigation (`isPageNavigation`: curl's `*\/*` included) to a path without a file, so a deep link or a reload on
 * any client-side route reaches the router in the browser. Such a navigation answers 200 where the registry has a
 * route for the path, and 404, with the same page (whose router shows "Page not found"), where it has none
 * (`pageExists`); 200 when the server cannot tell, so that a registry it cannot read never turns deep links into 404s
 * (decision 0048). Other requests for missing files, and any request under the server's own prefixes (`isServerPath`),
 * get the plain JSON 404: answering a missing script with HTML would turn a clear network error into a confusing
 * syntax error in the browser.
 */
export async function hostStatic(app: FastifyInstance, options: HostStaticOptions): Promise<void> {
  const { hostDist, allowedRemoteOrigins, overrideOrigins, serverRendering } = options;
  const replyPage = createHostPage({
    hostDist,
    registry: options.registry,
    ...(options.forRequest ? { forRequest: options.forRequest } : {}),
    allowedRemoteOrigins,
    overrideOrigins,
    timingSampleRate: options.timingSampleRate,
    ...(options.issuePageView ? { issuePageView: options.issuePageView } : {}),
    ...(serverRendering && {
      replyRendered: (request, reply, parts, status) =>
        replyServerRendered(request, reply, parts, serverRendering, status),
    }),
    policy: hostContentSecurityPolicy(allowedRemoteOrigins, overrideOrigins ?? [], options.browserApiOrigins ?? []),
    releases:
      options.releases ?? createReleaseFilesCache({ allowedOrigins: allowedRemoteOrigins, store: options.store }),
  });
  serveFilesFromMemory(app, hostDist);
  // A navigation into a route the registry names is a page whatever follows: no file of the build is looked for first.
  app.addHook('onRequest', async (request, reply) => {
    if (!isPageNavigation(request)) return;
    const pathname = pathnameOf(request.url);
    // `/` has its own route below.
    if (pathname === '/' || pageExists((await options.registry.current()).page, pathname) !== true) return;
    labelRoute(request, PAGE_ROUTE_LABEL);
    return replyPage(request, varyByNavigation(reply));
  });
  await app.register(fastifyStatic, {
    root: hostDist,
    // The page is never a plain file: it always carries the page data (./page).
    index: false,
    allowedPath: (pathName) => pathName !== '/index.html',
    // Build bookkeeping (`.build-stamp`) sits beside the bundles and is nobody's business: answered as if absent.
    dotfiles: 'ignore',
    // The `.br`/`.gz` siblings the production build writes (scripts/lib/precompressHostDist.ts) go out as they are:
    // brotli on every request of a 200 KB chunk capped the server near 200 req/s. A file without one (small, or a
    // page) is left to @fastify/compress.
    preCompressed: true,
    // setHeaders below is the one place that decides; send's own default (public, max-age=0) is switched off.
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('cache-control', hostCacheControl(filePath)),
  });
  app.get('/', replyPage);
  app.get('/index.html', replyPage);
  const guarded = options.guardedPages;
  for (const guardedPath of guarded?.paths ?? [])
    app.get(guardedPath, async (request, reply) =>
      (await guarded!.allow(request)) ? replyPage(request, reply) : replyNotFound(reply),
    );
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = pathnameOf(request.url);
    if (isServerPath(pathname)) return replyNotFound(reply);
    if (!isPageNavigation(request)) return replyNotFound(varyByNavigation(reply));
    // Still a page, whatever its status: one series for all of them.
    labelRoute(request, PAGE_ROUTE_LABEL);
    const { page } = await options.registry.current();
    return replyPage(request, varyByNavigation(reply), pageExists(page, pathname) === false ? 404 : 200);
  });
}
