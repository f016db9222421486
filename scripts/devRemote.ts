import path from 'node:path';
import { createRequire } from 'node:module';
import type { Configuration } from 'webpack';
import { stopOnSignals } from '@mfp/remote-kit/command';
import { devServerShutdown, printServed, remoteDevServerOptions, startDevServer } from '@mfp/remote-kit/dev';
import { createRemoteDevConfig } from '@mfp/webpack-config/dev';
import { devRemote } from './dev/devRemotes';
import { startHostEndpoints } from './dev/hostEndpoints';
import { parseDevRemoteArgs } from './dev/parseDevRemoteArgs';
import { runMain } from './lib/runMain';

const print = (line: string) => console.log(line);
// `require`: tsx hooks TypeScript into it, as scripts/lib/ensureBuilt.ts explains.
const requireConfig = createRequire(__filename);

/**
 * `npm run dev:remote -- <name> [--port <p>] [--host <url>]`: serves one remote alone on its dev port, with hot
 * updates: its standalone page (in the host's own boundary) and its container for any host to load.
 */
runMain(async () => {
  const args = parseDevRemoteArgs(process.argv.slice(2));
  const { target, port: fixedPort } = devRemote(args.name);
  const port = args.port ?? fixedPort;
  const production = (requireConfig(path.join(target.dir, 'webpack.config.ts')) as { default: Configuration }).default;
  const config = createRemoteDevConfig(production);
  print(`▶ starting the ${target.name} dev server on port ${port}`);
  const hostEndpoints = await startHostEndpoints({ target, port });
  const server = await startDevServer({
    label: target.name,
    config,
    options: remoteDevServerOptions(port, hostEndpoints.middleware),
    port,
    otherPortHint: `npm run dev:remote -- ${target.name} --port ${port + 100}`,
    print,
  }).catch(async (error: unknown) => {
    await hostEndpoints.close();
    throw error;
  });
  const stop = () => server.stop().finally(hostEndpoints.close);
  stopOnSignals({ ...devServerShutdown(target.name), stop, print });
  const served = { name: target.name, route: target.meta.route, port, host: args.host };
  await printServed(served, await server.firstBuild, print);
});
