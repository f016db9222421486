import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration } from 'webpack';
import { createHostDevConfig } from '@mfp/webpack-config/dev';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { HOST_DEV_PORT, isUsablePort } from './dev/devPorts';
import { devRemotes } from './dev/devRemotes';
import { devPageData, hostDevServerOptions } from './dev/hostDevServer';
import { startDevServer, stopOnSignals } from './dev/startDevServer';
import { runMain } from './lib/runMain';
import { UserFacingError } from './lib/userFacingError';

const print = (line: string) => console.log(line);
const requireConfig = createRequire(__filename);

function hostPort(raw = process.env.PORT?.trim()): number {
  if (!raw) return HOST_DEV_PORT;
  const port = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (isUsablePort(port)) return port;
  throw new UserFacingError(`PORT="${raw}" is not a usable port: set a whole number from 1024 to 65535, or unset it.`);
}

/**
 * The host's dev server (`npm run dev` starts it beside every remote's): the shell with hot updates, its registry
 * pointing at the remotes' dev servers. PORT moves it (default 3000).
 */
runMain(async () => {
  const port = hostPort();
  const remotes = devRemotes();
  const production = (requireConfig(path.join(repoRoot, 'host', 'webpack.config.ts')) as { default: Configuration })
    .default;
  print(`▶ starting the host dev server on port ${port}`);
  const server = await startDevServer({
    label: 'host',
    config: createHostDevConfig(production, devPageData(remotes)),
    options: hostDevServerOptions(remotes, print),
    port,
    otherPortHint: `PORT=${port + 100} npm run dev`,
    print,
  });
  stopOnSignals('host', server, print);
  const firstBuildMs = await server.firstBuild;
  print(`✓ host is served (first build ${(firstBuildMs / 1000).toFixed(1)} s): http://localhost:${port}`);
  print(`  remotes from their dev servers: ${remotes.map((r) => `${r.target.name} :${r.port}`).join(', ') || 'none'}`);
});
