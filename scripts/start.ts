import { refreshRegistry } from '@mfp/store/releases';
import { checkCanServe, configuredStore, loadServerConfig, serveUntilStopped } from '@mfp/host-server';
import { readProductsApiSettings, startProductsApi } from '@mfp/products-api';
import { buildAll } from './lib/buildAll';
import { registerApiOrigin } from './lib/registerApiOrigin';
import { runMain } from './lib/runMain';
import { seedStore } from './lib/seedStore';

/**
 * `npm start`: builds what is missing or stale, seeds the store with remotes that have no live release, writes the
 * registry and serves the host (PORT, default 3000), the store (STORE_PORT, default 3100) and the example catalog's
 * products API (PRODUCTS_API_PORT, default 3200), which it registers as catalog's API origin (issue 42).
 */
runMain(async () => {
  const config = loadServerConfig();
  const productsApiSettings = readProductsApiSettings();
  const store = configuredStore(config);
  // Before the build, which takes a while: a STORE_DIR or REGISTRY_FILE the store refuses, a HOST that does not
  // resolve or a port that is taken stops the command at once. The products API holds its port from here on.
  await store.checkWritable();
  await checkCanServe(config);
  const productsApi = await startProductsApi(productsApiSettings);
  const builds = await buildAll('production');
  await seedStore(store, builds, { storePublicUrl: config.storePublicUrl });
  // Its port may be the OS's choice (PRODUCTS_API_PORT=0), so the origin is known only now.
  await registerApiOrigin(store, config.storePublicUrl, { name: 'catalog', origin: productsApi.origin });
  // Also when nothing was seeded: the registry may be missing, or REGISTRY_FILE may name a new file.
  await refreshRegistry(store, config.storePublicUrl);
  await serveUntilStopped(config, {}, [{ name: 'Products API', url: productsApi.origin, close: productsApi.close }]);
});
