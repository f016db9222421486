import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Configuration } from 'webpack';
import { stopOnSignals, UserFacingError } from '@mfp/settings/command';
import {
  devServerShutdown,
  printServed,
  remoteDevServerOptions,
  startDevServer,
  type Middleware,
} from '@mfp/remote-kit/dev';
import { createRemoteDevConfig } from '@mfp/webpack-config/dev';
import { devRemote } from './dev/devRemotes';
import { startHostEndpoints } from './dev/hostEndpoints';
import { parseDevRemoteArgs } from './dev/parseDevRemoteArgs';
import { startStandaloneSsr, type StandaloneSsr } from './dev/ssr/startStandaloneSsr';
import { runMain } from './lib/runMain';
import { rendererTarget } from './lib/buildTargets';
import { ensureBuilt } from './lib/ensureBuilt';

const print = (line: string) => console.log(line);
// `require`: tsx hooks TypeScript into it, as scripts/lib/ensureBuilt.ts explains.
const requireConfig = createRequire(__filename);

function productionConfig(dir: string, name: string): Configuration {
  const file = path.join(dir, 'webpack.config.ts');
  if (!existsSync(file))
    throw new UserFacingError(
      `${name} has no webpack.config.ts: dev:remote serves remotes built with the kit's createRemoteConfig. A Vite ` +
        "remote runs on Vite's own dev server and has no server build, so the host renders it in the browser only.",
    );
  return (requireConfig(file) as { default: Configuration }).default;
}

/** The page's endpoints: the host's report route, then, with `--ssr`, the standalone page rendered on the server. */
const inTurn =
  (first: Middleware, then?: Middleware): Middleware =>
  (request, response, next) =>
    first(request, response, then ? () => then(request, response, next) : next);

/**
 * `npm run dev:remote -- <name> [--port <p>] [--host <url> | --ssr]`: serves one remote alone on its dev port, with hot
 * updates: its standalone page (in the host's own boundary) and its container for any host to load. With `--ssr`, the
 * standalone page is rendered on the server from the remote's server build and hydrated (decision 0069).
 */
runMain(async () => {
  const args = parseDevRemoteArgs(process.argv.slice(2));
  const { target, port: fixedPort } = devRemote(args.name);
  const port = args.port ?? fixedPort;
  const production = productionConfig(target.dir, target.name);
  // One key for this process's digests: the browser's reports and the server render's failures.
  const digestSecret = randomBytes(32).toString('hex');
  // The standalone shell around the server's HTML is the host's built renderer (decision 0082): built when stale.
  if (args.ssr) await ensureBuilt(rendererTarget(), 'production', print);
  const ssr: StandaloneSsr | undefined = args.ssr
    ? startStandaloneSsr({ target, port, production, digestSecret, print })
    : undefined;
  const config = createRemoteDevConfig(production);
  print(`▶ starting the ${target.name} dev server on port ${port}${ssr ? ', its page rendered on the server' : ''}`);
  const hostEndpoints = await startHostEndpoints({ target, port }, digestSecret);
  const close = () => Promise.all([hostEndpoints.close(), ssr?.close()]).then(() => undefined);
  const server = await startDevServer({
    label: target.name,
    config,
    options: remoteDevServerOptions(port, inTurn(hostEndpoints.middleware, ssr?.middleware)),
    port,
    otherPortHint: `npm run dev:remote -- ${target.name} --port ${port + 100}`,
    print,
  }).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  const stop = () => server.stop().finally(close);
  stopOnSignals({ ...devServerShutdown(target.name), stop, print });
  const served = { name: target.name, route: target.meta.route, port, host: args.host };
  await printServed(served, await server.firstBuild, print);
  if (ssr)
    print(
      `  rendered on the server from ${target.name}'s server build (rebuilt on change), then hydrated; ` +
        'a hydration error shows in the console and on the page',
    );
});
