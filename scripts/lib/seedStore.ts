import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { RemoteTarget } from './buildTargets';
import type { BuildResult } from './ensureBuilt';
import { publishRemote, versionDir } from './publishRemote';
import { readReleases, writeReleases, type RemoteReleases } from './releases';

/**
 * The version a seed goes live as, and whether it still has to be copied into the store. Versions are immutable, so a
 * build whose package version is already published with other content gets a build-specific suffix.
 */
function seedVersion(
  storeDir: string,
  target: RemoteTarget,
  hash: string,
  hashes: Record<string, string>,
): { version: string; publish: boolean } {
  const plain = target.version;
  const plainExists = existsSync(versionDir(storeDir, target.name, plain));
  if (plainExists && hashes[plain] === hash) return { version: plain, publish: false };
  // A folder the releases do not vouch for, or a version once published with other content, is taken.
  if (!plainExists && (hashes[plain] === undefined || hashes[plain] === hash)) return { version: plain, publish: true };
  // The suffix is the hash itself, so an existing folder of that name already holds this build.
  const local = `${plain}-local.${hash.slice(0, 8)}`;
  return { version: local, publish: !existsSync(versionDir(storeDir, target.name, local)) };
}

/** Why a release does not count as current, or undefined when it does. */
function staleness(storeDir: string, name: string, current: RemoteReleases, hash: string): string | undefined {
  if (current.hashes[current.live] !== hash) return 'the source changed';
  const folder = versionDir(storeDir, name, current.live);
  if (!existsSync(folder)) return `its folder ${folder} is missing from the store`;
  return undefined;
}

/**
 * Gives every built remote a live release if it has none, and refreshes releases that an earlier `npm start` seeded
 * when the remote's source changed since or their folder was deleted. A release made live by a deploy is never
 * replaced.
 */
export function seedStore(storeDir: string, builds: BuildResult[], print = console.log): void {
  mkdirSync(storeDir, { recursive: true });
  const releases = readReleases(storeDir);
  for (const { target, hash } of builds) {
    if (target.kind !== 'remote') continue;
    const current = releases.remotes[target.name];
    if (current?.source === 'deploy') {
      const folder = versionDir(storeDir, target.name, current.live);
      if (existsSync(folder)) print(`✓ ${target.name}: keeping deployed release ${current.live}`);
      else
        print(
          `✗ ${target.name}: deployed release ${current.live} is missing from the store (${folder}), so the host ` +
            `cannot load it. Deploy ${target.name} again, or roll back to an earlier version.`,
        );
      continue;
    }
    const why = current && staleness(storeDir, target.name, current, hash);
    if (current && !why) {
      print(`✓ ${target.name}: live release ${current.live} is current`);
      continue;
    }
    const { version, publish } = seedVersion(storeDir, target, hash, current?.hashes ?? {});
    if (publish) publishRemote(storeDir, target.name, version, path.join(target.dir, 'dist'), print);
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
  writeReleases(storeDir, releases);
}
