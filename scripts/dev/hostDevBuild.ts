import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Configuration } from 'webpack';
import type WebpackDevServer from 'webpack-dev-server';
import { createHostDevConfig } from '../../webpack/createDevConfig';
import { freePort, startDevServer, type RunningDevServer } from './startDevServer';

export interface HostDevBuild extends RunningDevServer {
  /** Where the build writes the host (index.html, bundles, hot updates): the host server's `hostDist` in dev. */
  dir: string;
}

/**
 * webpack-dev-server for the host's build only: it compiles on every edit, writes the output to disk for the real
 * host server to serve, and pushes hot updates over its socket, on a port of its own that the page connects to
 * directly (the page's CSP allows it: dev turns overrides on from `ws://localhost:*` too). Nobody opens its HTTP side.
 */
export function hostDevBuildOptions(socketPort: number): WebpackDevServer.Configuration {
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

/**
 * Starts the host's dev build into a fresh temporary folder, removed again when it stops: a production build in
 * `host/dist` is never touched, and two `npm run dev` on other ports never share one.
 */
export async function startHostDevBuild(
  production: Configuration,
  print: (line: string) => void,
): Promise<HostDevBuild> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mfp-dev-host-'));
  const removeDir = () => rm(dir, { recursive: true, force: true });
  try {
    const socketPort = await freePort();
    const server = await startDevServer({
      label: 'host',
      config: createHostDevConfig(production, dir),
      options: hostDevBuildOptions(socketPort),
      port: socketPort,
      otherPortHint: 'run the command again: this port is chosen afresh each time',
      print,
    });
    return { dir, firstBuild: server.firstBuild, stop: () => server.stop().finally(removeDir) };
  } catch (error) {
    await removeDir();
    throw error;
  }
}
