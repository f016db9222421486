import type { ReleasesStore } from '@mfp/store/releases';
import { contentHash } from '@mfp/store/files';
import { liveAction, releaseAuthor, releaseVersion, type RemoteReleases } from '@mfp/store/releases';
import path from 'node:path';
import type { RemoteTarget } from './buildTargets';
import { BUILD_STAMP, type BuildResult } from './ensureBuilt';

export interface SeedOptions {
  /** STORE_PUBLIC_URL, the prefix of the registry entries written after each seed. */
  storePublicUrl: string;
  print?: (line: string) => void;
}

/**
 * The version a seed goes live as, and whether it still has to be copied into the store. Versions are immutable, so a
 * build whose package version is already published with other content gets a build-specific suffix.
 */
async function seedVersion(
  store: ReleasesStore,
  target: RemoteTarget,
  hash: string,
  hashes: Record<string, string>,
): Promise<{ version: string; publish: boolean }> {
  const plain = target.version;
  const plainExists = await store.versionExists(target.name, plain);
  if (plainExists && hashes[plain] === hash) return { version: plain, publish: false };
  // A folder the releases do not vouch for, or a version once published with other content, is taken.
  if (!plainExists && (hashes[plain] === undefined || hashes[plain] === hash)) return { version: plain, publish: true };
  // The suffix is the hash itself, so an existing folder of that name already holds this build.
  const local = `${plain}-local.${hash.slice(0, 8)}`;
  return { version: local, publish: !(await store.versionExists(target.name, local)) };
}

/** Why a release does not count as current, or undefined when it does. */
async function staleness(store: ReleasesStore, name: string, current: RemoteReleases, hash: string) {
  if (current.hashes[current.live] !== hash) return 'the source changed';
  if (!(await store.versionExists(name, current.live)))
    return `its folder ${store.versionLocation(name, current.live)} is missing from the store`;
  return undefined;
}

/** Seeds one remote; the caller holds the remote's lock, so no deploy of it runs meanwhile. */
async function seedRemote(
  store: ReleasesStore,
  { target, hash }: BuildResult & { target: RemoteTarget },
  options: SeedOptions,
) {
  const { print = console.log } = options;
  const current = (await store.readReleases()).remotes[target.name];
  // A release someone made live (a deploy, a rollback, a hand edit) is theirs: npm start never replaces it.
  if (current && liveAction(current) !== 'seed') {
    if (await store.versionExists(target.name, current.live))
      print(`✓ ${target.name}: keeping deployed release ${current.live}`);
    else
      print(
        `✗ ${target.name}: deployed release ${current.live} is missing from the store ` +
          `(${store.versionLocation(target.name, current.live)}), so the host cannot load it. Deploy ${target.name} ` +
          `again, or roll back to an earlier version.`,
      );
    return;
  }
  const why = current && (await staleness(store, target.name, current, hash));
  if (current && !why) {
    print(`✓ ${target.name}: live release ${current.live} is current`);
    return;
  }
  const { version, publish } = await seedVersion(store, target, hash, current?.hashes ?? {});
  const distDir = path.join(target.dir, 'dist');
  const release = {
    action: 'seed' as const,
    version,
    at: new Date().toISOString(),
    contentHash: await contentHash(distDir, { exclude: [BUILD_STAMP] }),
    ...releaseAuthor(),
  };
  const outcome = await releaseVersion(store, {
    remote: target.name,
    release,
    storePublicUrl: options.storePublicUrl,
    description: target.meta,
    inputHash: hash,
    // A version published earlier keeps the integrity recorded then.
    ...(publish && { build: { distDir, exclude: [BUILD_STAMP], print } }),
    // Re-seeding the live version (its folder was deleted) puts the same release back: nothing new went live.
    whenLive: 'refresh',
    // npm start must start: a rollout against the seed it replaces ends, as a rollback ends one (decision 0079).
    duringRollout: 'abort',
  });
  const action = publish ? `published ${version} to the store` : `${version} is live again`;
  print(`✓ ${target.name}: ${action}${why ? ` (release ${current?.live} was stale: ${why})` : ''}`);
  const aborted = outcome.kind === 'switched' ? outcome.abortedRollout : undefined;
  if (aborted) print(`  ${target.name}'s rollout of ${aborted.version} was aborted: ${aborted.reason}`);
}

/**
 * Gives every built remote a live release if it has none, and refreshes releases that an earlier `npm start` seeded
 * when the remote's source changed since or their folder was deleted. A release made live by a deploy is never
 * replaced. Each seed takes the remote's lock, like a deploy, and records a `seed` release in the history; the
 * registry is written after each.
 */
export async function seedStore(store: ReleasesStore, builds: BuildResult[], options: SeedOptions): Promise<void> {
  for (const build of builds) {
    const { target } = build;
    if (target.kind !== 'remote') continue;
    await store.withRemoteLock(target.name, () => seedRemote(store, { ...build, target }, options), {
      print: options.print,
    });
  }
}
