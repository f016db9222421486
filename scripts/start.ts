import { refreshRegistry } from '@mfp/store/releases';
import { checkCanServe, configuredStore, loadServerConfig, serveUntilStopped } from '@mfp/host-server';
import { buildAll } from './lib/buildAll';
import { runMain } from './lib/runMain';
import { seedStore } from './lib/seedStore';

/**
 * `npm start`: builds what is missing or stale, seeds the store with remotes that have no live release, writes the
 * registry and serves the host (PORT, default 3000) and the store (STORE_PORT, default 3100).
 */
runMain(async () => {
  const config = loadServerConfig();
  const store = configuredStore(config);
  // Before the build, which takes a while: a STORE_DIR or REGISTRY_FILE the store refuses, a HOST that does not
  // resolve or a port that is taken stops the command at once.
  await store.checkWritable();
  await checkCanServe(config);
  const builds = await buildAll('production');
  await seedStore(store, builds, { storePublicUrl: config.storePublicUrl });
  // Also when nothing was seeded: the registry may be missing, or REGISTRY_FILE may name a new file.
  await refreshRegistry(store, config.storePublicUrl);
  await serveUntilStopped(config);
});
