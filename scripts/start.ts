import { loadServerConfig, serveUntilStopped } from '../host/server';
import { buildAll } from './lib/buildAll';
import { runMain } from './lib/runMain';
import { readReleases } from './lib/releases';
import { seedStore } from './lib/seedStore';
import { writeRegistry } from './lib/writeRegistry';

/**
 * `npm start`: builds what is missing or stale, seeds the store with remotes that have no live release, writes the
 * registry and serves the host (PORT, default 3000) and the store (STORE_PORT, default 3100).
 */
runMain(async () => {
  const config = loadServerConfig();
  const builds = await buildAll('production');
  seedStore(config.storeDir, builds);
  writeRegistry(config.storeDir, readReleases(config.storeDir), config.storeOrigin, config.registryFile);
  await serveUntilStopped(config);
});
