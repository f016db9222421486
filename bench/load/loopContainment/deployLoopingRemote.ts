import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { contentHash } from '@mfp/store/files';
import { releaseAuthor, releaseVersion, type ReleasesStore } from '@mfp/store/releases';
import { remoteTarget } from '../../../scripts/lib/buildTargets';
import { BUILD_STAMP, ensureBuilt } from '../../../scripts/lib/ensureBuilt';

/**
 * The browser tests' hostile remote (e2e/fixtures/server-remotes/fx_hostile_server), one of whose paths loops forever
 * in its server render: `LOOPING_PATH` never yields, so each of its renders runs until the deadline disposes its
 * isolate.
 */
export const LOOPING_REMOTE = 'fx_hostile_server';
export const LOOPING_PATH = '/hostile-server/loop-forever';
const FIXTURES = path.join(repoRoot, 'e2e', 'fixtures', 'server-remotes');

/** Builds the looping remote with the kit's webpack factories (skipped when current), in its own dist folder. */
export async function buildLoopingRemote(print: (line: string) => void): Promise<void> {
  await ensureBuilt(remoteTarget(LOOPING_REMOTE, FIXTURES), 'production', print);
}

/** Publishes the looping remote's build and adds it to the registry, as a first `npm run deploy` of it does. */
export async function deployLoopingRemote(store: ReleasesStore, storePublicUrl: string): Promise<void> {
  const target = remoteTarget(LOOPING_REMOTE, FIXTURES);
  const distDir = path.join(target.dir, 'dist');
  const release = {
    action: 'deploy' as const,
    version: target.version,
    at: new Date().toISOString(),
    contentHash: await contentHash(distDir, { exclude: [BUILD_STAMP] }),
    ...releaseAuthor(),
  };
  await store.withRemoteLock(LOOPING_REMOTE, () =>
    releaseVersion(store, {
      remote: LOOPING_REMOTE,
      release,
      storePublicUrl,
      description: target.meta,
      build: { distDir, exclude: [BUILD_STAMP] },
    }),
  );
}
