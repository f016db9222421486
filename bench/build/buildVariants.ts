import { createFolderStore } from '@mfp/store';
import { buildAll } from '../../scripts/lib/buildAll';
import { seedStore } from '../../scripts/lib/seedStore';
import { BENCH_PATHS } from '../benchPaths';
import { buildSingleBundle } from './buildSingleBundle';

/**
 * The federated variant, production builds: the host and remotes as `npm start` builds them (their dist folders,
 * skipped when current), with the remotes published into the bench's own store.
 */
async function buildFederated(print: (line: string) => void): Promise<void> {
  const builds = await buildAll('production', undefined, print);
  // The registry is rewritten with the store's actual origin once it listens (bench/serve/benchServers.ts).
  await seedStore(createFolderStore({ dir: BENCH_PATHS.storeDir }), builds, {
    storePublicUrl: 'http://127.0.0.1',
    print,
  });
}

/** Both variants: the federated one and the single bundle (for the browser and for Node). */
export async function buildVariants(print: (line: string) => void): Promise<void> {
  await buildFederated(print);
  await buildSingleBundle(BENCH_PATHS.singleBundleDist, BENCH_PATHS.singleBundleServer, print);
}
