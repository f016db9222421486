import { DEFAULT_OVERRIDE_ORIGINS } from '@mfp/shared/overrides';
import type { PageData } from '@mfp/shared/page';
import { REGISTRY_PATH } from '@mfp/shared/registry';
import type WebpackDevServer from 'webpack-dev-server';
import { NO_CACHE } from '@mfp/host-server';
import { devRegistry, devRemoteOrigins } from './devRegistry';
import type { DevRemote } from './devRemotes';
import { devReportMiddleware, type Middleware } from './devReportMiddleware';

/** The dev host page's data: the dev remotes' origins and registry, and overrides on from their default origins. */
export function devPageData(remotes: readonly DevRemote[]): PageData {
  return {
    allowedRemoteOrigins: devRemoteOrigins(remotes),
    overrideOrigins: [...DEFAULT_OVERRIDE_ORIGINS],
    registry: devRegistry(remotes),
  };
}

/** `GET /registry.json` of the dev host, which the page fetches again on every navigation: the dev remotes. */
export function devRegistryMiddleware(remotes: readonly DevRemote[]): Middleware {
  const body = JSON.stringify(devRegistry(remotes));
  return (request, response, next) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== REGISTRY_PATH) return next();
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': NO_CACHE }).end(body);
  };
}

/**
 * The host's dev server: the shell with hot updates, every client route answered with the page (history fallback),
 * the dev registry that points at the remotes' dev servers, and the error-report endpoint. Overrides work as on the
 * host server, from its default origins.
 * Not covered: the host server's Content-Security-Policy; development builds evaluate modules with `eval` for source
 * maps, which the production policy forbids. The browser tests check the policy on the real server.
 */
export function hostDevServerOptions(
  remotes: readonly DevRemote[],
  print: (text: string) => void,
): WebpackDevServer.Configuration {
  return {
    hot: true,
    liveReload: true,
    historyApiFallback: true,
    static: false,
    client: { overlay: { errors: true, warnings: false, runtimeErrors: false }, logging: 'warn' },
    setupMiddlewares: (middlewares) => [
      { name: 'dev-registry', middleware: devRegistryMiddleware(remotes) },
      { name: 'platform-error-reports', middleware: devReportMiddleware(print) },
      ...middlewares,
    ],
  };
}
