import type { RemoteReleases, Store } from '@mfp/store';
import path from 'node:path';
import type { RemoteTarget } from './buildTargets';
import { BUILD_STAMP, type BuildResult } from './ensureBuilt';

/**
 * The version a seed goes live as, and whether it still has to be copied into the store. Versions are immutable, so a
 * build whose package version is already published with other content gets a build-specific suffix.
 */
async function seedVersion(
  store: Store,
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
async function staleness(store: Store, name: string, current: RemoteReleases, hash: string) {
  if (current.hashes[current.live] !== hash) return 'the source changed';
  if (!(await store.versionExists(name, current.live)))
    return `its folder ${store.versionLocation(name, current.live)} is missing from the store`;
  return undefined;
}

/**
 * Gives every built remote a live release if it has none, and refreshes releases that an earlier `npm start` seeded
 * when the remote's source changed since or their folder was deleted. A release made live by a deploy is never
 * replaced.
 */
export async function seedStore(store: Store, builds: BuildResult[], print = console.log): Promise<void> {
  const releases = await store.readReleases();
  for (const { target, hash } of builds) {
    if (target.kind !== 'remote') continue;
    const current = releases.remotes[target.name];
    if (current?.source === 'deploy') {
      if (await store.versionExists(target.name, current.live))
        print(`✓ ${target.name}: keeping deployed release ${current.live}`);
      else
        print(
          `✗ ${target.name}: deployed release ${current.live} is missing from the store ` +
            `(${store.versionLocation(target.name, current.live)}), so the host cannot load it. Deploy ${target.name} ` +
            `again, or roll back to an earlier version.`,
        );
      continue;
    }
    const why = current && (await staleness(store, target.name, current, hash));
    if (current && !why) {
      print(`✓ ${target.name}: live release ${current.live} is current`);
      continue;
    }
    const { version, publish } = await seedVersion(store, target, hash, current?.hashes ?? {});
    if (publish)
      await store.publish(target.name, version, path.join(target.dir, 'dist'), { exclude: [BUILD_STAMP], print });
    const history = current?.history ?? [];
    releases.remotes[target.name] = {
      ...target.meta,
      live: version,
      source: 'seed',
      history: history.at(-1) === version ? history : [...history, version],
      hashes: { ...current?.hashes, [version]: hash },
    };
    const action = publish ? `published ${version} to the store` : `${version} is live again`;
    print(`✓ ${target.name}: ${action}${why ? ` (release ${current?.live} was stale: ${why})` : ''}`);
  }
  await store.writeReleases(releases);
}
