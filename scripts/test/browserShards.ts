/**
 * `npm test` runs the browser suite as two shards side by side (decision 0094). Each shard is a whole environment of
 * its own: its own global setup, host server, store, registry and server log (under `test-results/e2e-<shard>/`), so
 * any spec may run in either. One Playwright worker per shard still keeps the scenarios of one shard apart.
 */
export const BROWSER_SHARDS = ['main', 'fleet'] as const;
export type BrowserShard = (typeof BROWSER_SHARDS)[number];

/** The environment variable naming the shard a Playwright run is; unset, a run is the whole suite. */
export const BROWSER_SHARD_VARIABLE = 'MFP_E2E_SHARD';

/**
 * The `fleet` shard: specs that start servers of their own (a fleet of hosts, a dev server, nginx, a host for a remote
 * from another repository), pack the kit or install from npm's registry. They run in the machine's own network, which
 * the registry needs; `main` runs everything else in a private network namespace, where its fixed ports cannot meet
 * these. Chosen to split the suite's time about evenly (the decision gives the figures).
 */
export const FLEET_SPECS = [
  'safeDelivery.spec.ts',
  'remoteFromItsOwnRepo.spec.ts',
  'stylesheetsFromItsOwnRepo.spec.ts',
  'viteRemoteFromItsOwnRepo.spec.ts',
  'toolchainStyles.spec.ts',
  'scaffold.spec.ts',
  'devAll.spec.ts',
  'devRemote.spec.ts',
  'devRemoteSsr.spec.ts',
  'multiHost.spec.ts',
  'platformStatus.spec.ts',
  'cdnStore.spec.ts',
  'nginxStore.spec.ts',
  'deployDuringHydration.spec.ts',
] as const;

/** The shard a run was started as, from its environment; undefined for the whole suite (`npm run test:browser`). */
export function browserShardOf(env: NodeJS.ProcessEnv): BrowserShard | undefined {
  const value = env[BROWSER_SHARD_VARIABLE];
  if (value === undefined || value === '') return undefined;
  if ((BROWSER_SHARDS as readonly string[]).includes(value)) return value as BrowserShard;
  throw new Error(
    `${BROWSER_SHARD_VARIABLE}=${value} names no browser shard: use ${BROWSER_SHARDS.join(' or ')}, or unset it`,
  );
}
