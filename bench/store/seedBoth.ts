import path from 'node:path';
import { BUILD_STAMP, type BuildResult } from '../../scripts/lib/ensureBuilt';
import { seedStore } from '../../scripts/lib/seedStore';
import type { BenchStores } from './benchStores';

/**
 * Every built remote live in the folder store, as `npm start` seeds it, and the same builds published as the same
 * versions to the bucket: the same bytes, so the integrity the folder store's releases record holds for both.
 */
export async function seedBoth(stores: BenchStores, builds: BuildResult[], print: (line: string) => void) {
  // The registry written here is not served: each host of the CDN case derives its own with its files' origin.
  await seedStore(stores.folder.store, builds, { storePublicUrl: 'http://127.0.0.1', print });
  const { remotes } = await stores.folder.store.readReleases();
  for (const { target } of builds) {
    const live = remotes[target.name]?.live;
    if (target.kind !== 'remote' || live === undefined) continue;
    if (await stores.s3.files.versionExists(target.name, live)) continue;
    await stores.s3.files.publish(target.name, live, path.join(target.dir, 'dist'), { exclude: [BUILD_STAMP] });
    print(`✓ ${target.name}: published ${live} to the bucket`);
  }
}
