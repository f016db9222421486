import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import type { BuildTarget } from './buildTargets';

/** Outside every target's folder: a lock file among a build's inputs would change the hash it stamps. */
const LOCKS_DIR = path.join(repoRoot, 'node_modules', '.cache', 'mfp-build-locks');

/**
 * Runs `build` holding the target's lock, across processes. `npm test` builds the browser tests' bundles beside jest,
 * whose `npm start` test builds the same targets: two webpack runs writing one folder at once can leave it half of
 * each under a valid stamp. The second waits, then finds the first's output current. Like the kit's pack lock, it
 * counts as abandoned only after 10 minutes, since webpack's synchronous stretches stop its heartbeat.
 */
export async function withBuildLock<T>(target: BuildTarget, build: () => Promise<T>): Promise<T> {
  await mkdir(LOCKS_DIR, { recursive: true });
  // By folder and kind, not name: a remote's copy under test-results/ has the name of the one in remotes/.
  const key = createHash('sha256').update(`${target.kind}\0${target.dir}`).digest('hex').slice(0, 16);
  const release = await lockfile.lock(path.join(LOCKS_DIR, key), {
    realpath: false,
    stale: 10 * 60_000,
    retries: { retries: 2_000, minTimeout: 250, maxTimeout: 1_000 },
  });
  try {
    return await build();
  } finally {
    await release();
  }
}
