import type { Configuration } from 'webpack';
import { readDevApiOrigins } from '../devApiOrigins';
import { SERVER_SETTINGS } from '@mfp/host-server';
import type { Middleware } from '@mfp/remote-kit/dev';
import { createRenderSandbox } from '@mfp/sandbox';
import { readSettings } from '@mfp/settings';
import type { RemoteTarget } from '../../lib/buildTargets';
import { remoteServerBuildConfig } from './remoteServerBuildConfig';
import { serverFailureLog } from './serverFailureLog';
import { standalonePageRenderer } from './standalonePageRenderer';
import { standaloneSsrMiddleware } from './standaloneSsrMiddleware';
import { watchServerBuild } from './watchServerBuild';

export interface StandaloneSsrStart {
  target: RemoteTarget;
  port: number;
  /** The remote's production config, whose server build is watched. */
  production: Configuration;
  /** The key of the digests, the same as the dev server's report endpoint's. */
  digestSecret: string;
  print: (line: string) => void;
}

export interface StandaloneSsr {
  middleware: Middleware;
  close(): Promise<void>;
}

/**
 * `npm run dev:remote -- <name> --ssr` (decision 0069): the remote's server build compiled in watch mode, rendered in
 * the sandbox the host uses (`createRenderSandbox`, one isolate) within the host's limits (the SERVER_RENDER_*
 * settings), inside the standalone shell, on every page load of the remote's route.
 */
export function startStandaloneSsr({
  target,
  port,
  production,
  digestSecret,
  print,
}: StandaloneSsrStart): StandaloneSsr {
  const serverConfig = remoteServerBuildConfig(target.name, production);
  const settings = readSettings(
    SERVER_SETTINGS,
    ['SERVER_RENDER_DEADLINE_MS', 'SERVER_RENDER_MEMORY_MB', 'SERVER_RENDER_OUTPUT_KB', 'SERVER_RENDER_FETCH_ORIGINS'],
    process.env,
  );
  // The remote's own API origins (`mfp.apiOrigins`, as its standalone page's loader reads them), then the host's.
  const apiOrigins = [...new Set([...readDevApiOrigins(target.dir), ...settings.SERVER_RENDER_FETCH_ORIGINS])];
  const sandbox = createRenderSandbox({
    poolSize: 1,
    allowedFetchOrigins: apiOrigins,
    log: (line) => print(JSON.stringify(line)),
  });
  const build = watchServerBuild(target.name, serverConfig, print);
  const origin = `http://localhost:${port}`;
  const render = standalonePageRenderer({
    remote: {
      name: target.name,
      title: target.meta.title,
      route: target.meta.route,
      entry: `${origin}/mf-manifest.json`,
    },
    serverBuild: build.current,
    sandbox,
    limits: {
      deadlineMs: settings.SERVER_RENDER_DEADLINE_MS,
      memoryMb: settings.SERVER_RENDER_MEMORY_MB,
      outputKb: settings.SERVER_RENDER_OUTPUT_KB,
    },
    reporting: { digestSecret, log: serverFailureLog(print) },
    apiOrigins,
  });
  const template = async () => {
    const response = await fetch(`${origin}/index.html`);
    if (!response.ok) throw new Error(`the dev server answered its index.html with HTTP ${response.status}`);
    return response.text();
  };
  return {
    middleware: standaloneSsrMiddleware({ route: target.meta.route, template, render, print }),
    close: () => Promise.all([build.close(), sandbox.close()]).then(() => undefined),
  };
}
