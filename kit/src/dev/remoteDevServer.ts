import type { IncomingMessage, ServerResponse } from 'node:http';
import type WebpackDevServer from 'webpack-dev-server';

/** A connect-style middleware, as webpack-dev-server's express app takes them. */
export type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** The URL a host loads a dev remote from. */
export const devManifestUrl = (port: number) => `http://localhost:${port}/mf-manifest.json`;

/**
 * A remote's dev server: the standalone page on every route (history fallback), the container's `mf-manifest.json`
 * and `remoteEntry.js` with CORS so any host page may load them, hot updates over a WebSocket whose address is
 * absolute (a host page on another port connects to this server, not to its own), and the host's error-report
 * endpoint (`hostEndpoints`, the real host server's route). The browser overlay shows build errors only: a runtime
 * error must show the platform's fallback, as in production.
 */
export function remoteDevServerOptions(port: number, hostEndpoints: Middleware): WebpackDevServer.Configuration {
  return {
    hot: true,
    liveReload: true,
    historyApiFallback: true,
    static: false,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: {
      webSocketURL: `ws://localhost:${port}/ws`,
      overlay: { errors: true, warnings: false, runtimeErrors: false },
      logging: 'warn',
    },
    setupMiddlewares: (middlewares) => [{ name: 'host-endpoints', middleware: hostEndpoints }, ...middlewares],
  };
}
