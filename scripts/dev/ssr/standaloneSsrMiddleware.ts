import type { IncomingMessage, ServerResponse } from 'node:http';
import { isPageNavigation } from '@mfp/host-server';
import type { Middleware } from '@mfp/remote-kit/dev';
import type { StandalonePage, StandalonePageRequest } from './standalonePageRenderer';

export interface StandaloneSsrOptions {
  /** The remote's route: pages at it and under it are rendered on the server. */
  route: string;
  /** The dev build's `index.html`, as the dev server serves it (it waits for a build under way). */
  template: () => Promise<string>;
  render: (request: StandalonePageRequest) => Promise<StandalonePage>;
  print: (line: string) => void;
}

const underRoute = (pathname: string, route: string) => pathname === route || pathname.startsWith(`${route}/`);

function isStandalonePage(request: IncomingMessage, route: string): boolean {
  const url = new URL(request.url ?? '/', 'http://localhost');
  return (
    underRoute(url.pathname, route) && isPageNavigation({ method: request.method ?? 'GET', headers: request.headers })
  );
}

async function reply(request: IncomingMessage, response: ServerResponse, options: StandaloneSsrOptions) {
  const url = request.url ?? options.route;
  const hostname = (request.headers.host ?? 'localhost').replace(/:\d+$/, '');
  const page = await options.render({ template: await options.template(), url, hostname });
  response.statusCode = page.notFound ? 404 : 200;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(request.method === 'HEAD' ? undefined : page.html);
}

/**
 * `dev:remote --ssr`'s standalone pages (decision 0069): a page at the remote's route, or under it, is rendered on the
 * server and sent for the browser to hydrate; everything else (scripts, hot updates, the manifest, a path elsewhere,
 * which the page sends to the route) goes on to the dev server. Should the render itself break (the dev server's own
 * code, not the remote's, whose failures render the fallback), the terminal says why in full and the browser renders
 * the page alone.
 */
export function standaloneSsrMiddleware(options: StandaloneSsrOptions): Middleware {
  return (request, response, next) => {
    if (!isStandalonePage(request, options.route)) return next();
    reply(request, response, options).catch((error: unknown) => {
      options.print(`✗ the standalone page of ${request.url} was not rendered on the server; the browser renders it:`);
      options.print(error instanceof Error ? (error.stack ?? error.message) : String(error));
      if (!response.headersSent) next();
    });
  };
}
