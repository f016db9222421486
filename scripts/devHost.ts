import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration } from 'webpack';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { SERVER_SETTINGS } from '@mfp/host-server';
import { stopOnSignals, UserFacingError } from '@mfp/settings/command';
import { assertPortFree, DEV_HOST, devServerShutdown, portInUse } from '@mfp/remote-kit/dev';
import { readSettings } from '@mfp/settings';
import { HOST_DEV_PORT } from './dev/devPorts';
import { createDevHostFolders } from './dev/devHostFolders';
import { devRemotes } from './dev/devRemotes';
import { startHostDevBuild } from './dev/hostDevBuild';
import { createHostServerForDev } from './dev/hostServerForDev';
import { runMain } from './lib/runMain';

const print = (line: string) => console.log(line);
const requireConfig = createRequire(__filename);

/**
 * PORT and DIGEST_SECRET, read as `npm start` reads them (SERVER_SETTINGS), plus what dev needs of the port: a fixed
 * one, since the remotes' dev servers and the printed URL name it.
 */
function devHostSettings() {
  const settings = readSettings(SERVER_SETTINGS, ['PORT', 'DIGEST_SECRET'], process.env);
  if (settings.PORT === 0) {
    throw new UserFacingError(
      `PORT=0 asks for any free port, but npm run dev serves the host on a fixed one: set a port, e.g. PORT=${HOST_DEV_PORT}.`,
    );
  }
  return settings;
}

/**
 * The host in development (`npm run dev` starts it beside every remote's dev server): the real host server, the one
 * `npm start` runs, on PORT (default 3000), serving the host's dev build with hot updates, its registry pointing at the
 * remotes' dev servers (decision 0023). It listens once the first build is there, so the page is never "not built".
 */
runMain(async () => {
  const { PORT: port, DIGEST_SECRET: digestSecret } = devHostSettings();
  const remotes = devRemotes();
  const taken = () => portInUse('host', port, `PORT=${port + 100} npm run dev`);
  const production = (requireConfig(path.join(repoRoot, 'host', 'webpack.config.ts')) as { default: Configuration })
    .default;
  print(`▶ starting the host dev server on port ${port}`);
  await assertPortFree(port, taken);
  const folders = await createDevHostFolders(remotes);
  const build = await startHostDevBuild(production, folders.hostDist, print).catch(async (error: unknown) => {
    await folders.remove();
    throw error;
  });
  const server = createHostServerForDev({ remotes, folders, digestSecret });
  const stopServer = async () => {
    const closing = server.close();
    // A browser tab keeps connections open; in dev nothing in flight is worth waiting for.
    server.server.closeAllConnections();
    await closing;
  };
  const stopAll = () => stopServer().finally(build.stop).finally(folders.remove);
  stopOnSignals({ ...devServerShutdown('host'), stop: stopAll, print });
  const firstBuildMs = await build.firstBuild;
  try {
    await server.listen({ port, host: DEV_HOST });
  } catch (error) {
    await stopAll();
    throw (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? taken() : error;
  }
  print(`✓ host is served (first build ${(firstBuildMs / 1000).toFixed(1)} s): http://localhost:${port}`);
  print(`  remotes from their dev servers: ${remotes.map((r) => `${r.target.name} :${r.port}`).join(', ') || 'none'}`);
});
