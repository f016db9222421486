import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BuildResult } from './ensureBuilt';
import { publishRemote, versionDir } from './publishRemote';
import { readReleases, writeReleases } from './releases';
import { existsSync } from 'node:fs';

/**
 * Gives every built remote a live release if it has none, and refreshes releases that an earlier `npm start` seeded
 * when the remote's source changed since. A release made live by a deploy is never replaced.
 */
export function seedStore(storeDir: string, builds: BuildResult[], print = console.log): void {
  mkdirSync(storeDir, { recursive: true });
  const releases = readReleases(storeDir);
  for (const { target, hash } of builds) {
    if (target.kind !== 'remote') continue;
    const current = releases.remotes[target.name];
    if (current?.source === 'deploy') {
      print(`✓ ${target.name}: keeping deployed release ${current.live}`);
      continue;
    }
    if (current && current.hashes[current.live] === hash) {
      print(`✓ ${target.name}: live release ${current.live} is current`);
      continue;
    }
    // Versions are immutable, so a changed build of the same package version gets a build-specific suffix.
    const taken = existsSync(versionDir(storeDir, target.name, target.version));
    const version = taken ? `${target.version}-local.${hash.slice(0, 8)}` : target.version;
    if (!existsSync(versionDir(storeDir, target.name, version)))
      publishRemote(storeDir, target.name, version, path.join(target.dir, 'dist'));
    releases.remotes[target.name] = {
      ...target.meta,
      live: version,
      source: 'seed',
      history: [...(current?.history ?? []), version],
      hashes: { ...current?.hashes, [version]: hash },
    };
    print(`✓ ${target.name}: published ${version} to the store`);
  }
  writeReleases(storeDir, releases);
}
