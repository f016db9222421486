import { mkdirSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { locksDir } from '../folder/folderLayout';
import type { Lease, LeaseOptions } from './Lease';
import { leaseName } from './leaseName';

/** A killed holder's lease is taken over after this long: a few ticks of the work it guards. */
const DEFAULT_STALE_MS = 10_000;

const leaseLockPath = (storeDir: string, name: string) =>
  path.join(locksDir(storeDir), `lease-${leaseName(name)}.lock`);

/**
 * The lease `name` of a folder store, as a lock file (proper-lockfile) that this process refreshes every `staleMs / 2`
 * while it holds it: undefined at once when another process holds it. A lock its holder stopped refreshing (killed,
 * or its event loop blocked for `staleMs`) is stale, and the next process to ask takes it; the old holder then finds
 * its lease lost at its next refresh.
 */
export async function tryFolderLease(
  storeDir: string,
  name: string,
  options: LeaseOptions = {},
): Promise<Lease | undefined> {
  const lockPath = leaseLockPath(storeDir, name);
  mkdirSync(path.dirname(lockPath), { recursive: true });
  let held = true;
  try {
    const release = await lockfile.lock(lockPath.replace(/\.lock$/, ''), {
      realpath: false,
      lockfilePath: lockPath,
      stale: options.staleMs ?? DEFAULT_STALE_MS,
      // proper-lockfile throws from a timer by default: a lost lease is an answer, not a crash.
      onCompromised: () => (held = false),
    });
    return {
      held: () => held,
      async release() {
        if (!held) return;
        held = false;
        await release().catch(() => undefined);
      },
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException | undefined)?.code === 'ELOCKED') return undefined;
    throw error;
  }
}
