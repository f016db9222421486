import type { Configuration } from 'webpack';
import type WebpackDevServer from 'webpack-dev-server';
import { freePort, startDevServer, type RunningDevServer } from '@mfp/remote-kit/dev';
import { createHostDevConfig } from '@mfp/webpack-config/dev';

/**
 * webpack-dev-server for the host's build only: it compiles on every edit, writes the output to disk for the real
 * host server to serve, and pushes hot updates over its socket, on a port of its own that the page connects to
 * directly (the page's CSP allows it: dev turns overrides on from `ws://localhost:*` too). Nobody opens its HTTP side.
 */
function hostDevBuildOptions(socketPort: number): WebpackDevServer.Configuration {
  return {
    hot: true,
    liveReload: true,
    static: false,
    devMiddleware: { writeToDisk: true },
    client: {
      webSocketURL: `ws://localhost:${socketPort}/ws`,
      overlay: { errors: true, warnings: false, runtimeErrors: false },
      logging: 'warn',
    },
  };
}

/** Starts the host's dev build, written to `hostDist` (a temporary folder: devHostFolders.ts). */
export async function startHostDevBuild(
  production: Configuration,
  hostDist: string,
  print: (line: string) => void,
): Promise<RunningDevServer> {
  const socketPort = await freePort();
  return startDevServer({
    label: 'host',
    config: createHostDevConfig(production, hostDist),
    options: hostDevBuildOptions(socketPort),
    port: socketPort,
    otherPortHint: 'run the command again: this port is chosen afresh each time',
    print,
  });
}
