import { mkdirSync, rmSync } from 'node:fs';
import { registryFromReleases } from '@mfp/store/releases';
import { loadServerConfig } from '@mfp/host-server';
import { registerApiOrigin } from '../../scripts/lib/registerApiOrigin';
import { seedStore } from '../../scripts/lib/seedStore';
import { buildBrowserTestBundles } from './buildBrowserTestBundles';
import { startFaultServer } from './faultServer';
import { FIXTURE_OPTIONS } from './fixtureOrigins';
import { fixtureRegistryEntries } from './fixtureRegistry';
import { saveBaseRegistry } from './testRegistry';
import { E2E_SECRET_CANARY } from './secretCanary';
import { E2E_PATHS } from './e2ePaths';
import { E2E_PORTS, NGINX_STORE_ORIGIN } from './e2ePorts';
import { e2eStore } from './e2eStore';
import { PRODUCTS_API_ORIGIN, startProductsApiProcess } from './productsApi';
import { startHostServerProcess } from './startHostServerProcess';

const storePublicUrl = `http://localhost:${E2E_PORTS.store}`;

/**
 * Builds the real bundles and the fixture remotes (skipping what is current), publishes the remotes into a fresh test
 * store, writes the registry (real remotes plus one fixture per failure scenario), starts the fault server, the
 * example's products API (catalog's API origin, issue 42) and the real host server in its own process. Returns the
 * teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const print = (line: string) => console.log(`[e2e setup] ${line}`);
  rmSync(E2E_PATHS.workDir, { recursive: true, force: true });
  // The store creates its own folder; the work folder also holds the server log and the base registry.
  mkdirSync(E2E_PATHS.workDir, { recursive: true });

  const builds = await buildBrowserTestBundles(print);
  await seedStore(e2eStore, builds, { storePublicUrl, print });
  // Before the base registry, which then carries catalog's API origin, as `npm start` registers it after seeding.
  await registerApiOrigin(e2eStore, storePublicUrl, { name: 'catalog', origin: PRODUCTS_API_ORIGIN });
  const serverRender = new Map(
    (await e2eStore.control.listRemoteSettings()).flatMap(({ name, serverRender: own }) =>
      own ? [[name, own] as const] : [],
    ),
  );
  const registry = registryFromReleases(await e2eStore.readReleases(), storePublicUrl, { serverRender });
  registry.remotes.push(...fixtureRegistryEntries(FIXTURE_OPTIONS));
  await saveBaseRegistry(registry);

  const stopProductsApi = await startProductsApiProcess(E2E_PATHS.productsApiLog);
  const faults = await startFaultServer({
    fixturesDir: E2E_PATHS.fixturesDir,
    port: E2E_PORTS.faults,
    refusedPort: E2E_PORTS.refused,
  });

  const env = {
    PORT: String(E2E_PORTS.host),
    STORE_PORT: String(E2E_PORTS.store),
    STORE_DIR: e2eStore.layout.dir,
    REGISTRY_FILE: e2eStore.layout.registryFile,
    // Every origin the registry above points at, and the nginx store that e2e/nginxStore.spec.ts points catalog at;
    // anything else is refused (e2e/allowedOrigins.spec.ts).
    ALLOWED_REMOTE_ORIGINS: [
      storePublicUrl,
      FIXTURE_OPTIONS.faultOrigin,
      FIXTURE_OPTIONS.refusedOrigin,
      NGINX_STORE_ORIGIN,
    ].join(','),
    // e2e/overrides.spec.ts plugs dev servers into this host; production hosts keep the default, off.
    OVERRIDES: 'on',
    // What e2e/serverContainment.spec.ts's hostile remote must never reach from its server code.
    MFP_E2E_SECRET_CANARY: E2E_SECRET_CANARY,
    // The suite's specs assert a remote's status and head, which a page streamed past the head window no longer has
    // (decision 0096), and a first render in a cold isolate, or 20,000 metas, can outlast 50 ms on a loaded machine.
    // A window as long as the largest deadline never streams; e2e/streamedShell.spec.ts streams on a host of its own.
    SERVER_RENDER_HEAD_WINDOW_MS: '30000',
  };
  loadServerConfig(env); // fails fast, with the server's own message, on a bad setting
  // A child process outlives a setup that fails: stopped here, as the teardown would.
  const server = await startHostServerProcess(env, E2E_PATHS.serverLog).catch(async (error: unknown) => {
    await Promise.all([faults.close(), stopProductsApi()]);
    throw error;
  });
  print(
    `host server on http://localhost:${E2E_PORTS.host}, store on ${storePublicUrl}, products API on ${PRODUCTS_API_ORIGIN}`,
  );

  return async () => {
    await Promise.all([server.stop(), faults.close(), stopProductsApi()]);
  };
}
