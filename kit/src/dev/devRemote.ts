import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Configuration } from 'webpack';
import { createRemoteDevConfig } from '@mfp/webpack-config/dev';
import { printServed } from './printServed';
import { remoteDevServerOptions } from './remoteDevServer';
import { devServerShutdown, startDevServer } from './startDevServer';
import { stopOnSignals, UserFacingError } from '@mfp/settings/command';
import { loadBundlerConfig } from '../build/loadBundlerConfig';

/** `mfp dev`, as parsed: its port, and the URL of a running host to plug the remote into. */
export interface DevCommand {
  kind: 'dev';
  port: number;
  host?: string;
}

interface RemoteMeta {
  name: string;
  route: string;
}

/** The remote's name and route from the `mfp` block of its package.json, which its standalone page reads too. */
function remoteMeta(cwd: string): RemoteMeta {
  const manifest = JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8')) as { mfp?: Partial<RemoteMeta> };
  const { name, route } = manifest.mfp ?? {};
  if (!name || !route?.startsWith('/'))
    throw new UserFacingError(
      'package.json needs an "mfp" block with the remote\'s registered name and route, e.g. ' +
        '"mfp": { "name": "reviews", "route": "/reviews", "title": "Reviews" }',
    );
  return { name, route };
}

/** `mfp dev`: the remote's dev server (standalone page and container, hot reload), as `npm run dev:remote` serves. */
export async function devRemote(command: DevCommand, cwd: string, print: (line: string) => void) {
  const meta = remoteMeta(cwd);
  const { bundler, config } = loadBundlerConfig(cwd, 'development');
  if (bundler !== 'webpack')
    throw new UserFacingError(
      'mfp dev serves webpack builds only; use a webpack.config.js made with createRemoteConfig',
    );
  const { port } = command;
  print(`▶ starting the ${meta.name} dev server on port ${port}`);
  const server = await startDevServer({
    label: meta.name,
    config: createRemoteDevConfig(config as Configuration),
    // No host server in another repository: the standalone page's failure reports get the dev server's 404.
    options: remoteDevServerOptions(port, (_request, _response, next) => next()),
    port,
    otherPortHint: `mfp dev --port ${port + 100}`,
    print,
  });
  stopOnSignals({ ...devServerShutdown(meta.name), stop: server.stop, print });
  await printServed({ ...meta, port, host: command.host }, await server.firstBuild, print);
}
