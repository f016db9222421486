import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { FOLDER_STORE_NAMES } from '../folder/folderLayout';

/** Lock folders live together, outside `remotes/` (which is served), so no static server ever sees them. */
export const locksDir = (storeDir: string) => path.join(storeDir, FOLDER_STORE_NAMES.locks);
export const storeLockPath = (storeDir: string) => path.join(locksDir(storeDir), 'store.lock');
export const remoteLockPath = (storeDir: string, remote: string) =>
  path.join(locksDir(storeDir), `remote-${plainName(remote)}.lock`);

export interface LockOptions {
  /** How long to wait for another process to let go before giving up with a `busy` error. */
  waitMs?: number;
  /**
   * How long a lock may go without its holder refreshing it (every `staleMs / 2`) before it counts as left by a killed
   * process and is taken over. proper-lockfile's floor is 2000.
   */
  staleMs?: number;
  /** Told once when the lock is held by another process and this one starts waiting. */
  print?: (line: string) => void;
}

/**
 * `busy`: still held by another process after `waitMs`; `lost`: taken away while held; `nested`: asked for again inside
 * the work that holds it; `out-of-order`: a remote lock asked for inside the store lock.
 */
export type StoreLockProblem = 'busy' | 'lost' | 'nested' | 'out-of-order';

export class StoreLockError extends Error {
  override name = 'StoreLockError';
  constructor(
    readonly problem: StoreLockProblem,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * The store lock guards seconds of work (read, change, rename the shared files), so a killed holder is recovered after
 * 10 s. The remote lock spans a whole deploy, build included, whose busy stretches must not look like a dead holder.
 */
const STORE_DEFAULTS = { waitMs: 30_000, staleMs: 10_000 } as const;
const REMOTE_DEFAULTS = { waitMs: 5 * 60_000, staleMs: 20_000 } as const;
const POLL_MS = { min: 10, max: 60 } as const;

/**
 * Locks held by the work this call runs inside. Taking one of them again would wait for itself until `waitMs` runs out.
 * Async context rather than a process-wide set: two unrelated calls in one process simply wait for each other.
 */
const heldByCaller = new AsyncLocalStorage<ReadonlySet<string>>();
const isHeldByCaller = (lockPath: string) => heldByCaller.getStore()?.has(lockPath) ?? false;

function plainName(remote: string): string {
  if (!/^[A-Za-z0-9][\w.-]*$/.test(remote))
    throw new Error(`cannot lock remote "${remote}": a remote name is one path segment of letters, digits, _ . and -`);
  return remote;
}

const isLocked = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ELOCKED';
const pause = () =>
  new Promise((resolve) => setTimeout(resolve, POLL_MS.min + Math.random() * (POLL_MS.max - POLL_MS.min)));

/**
 * Takes the lock, polling until `waitMs` runs out. Each attempt lets proper-lockfile take over a stale lock, so a
 * waiter recovers the lock of a killed process as soon as it is `staleMs` old.
 */
async function acquire(
  lockPath: string,
  what: string,
  settings: Required<Omit<LockOptions, 'print'>> & Pick<LockOptions, 'print'>,
  onCompromised: (error: Error) => void,
): Promise<() => Promise<void>> {
  // proper-lockfile keeps its own bookkeeping per locked path; the lock folder is that path plus `.lock`.
  const subject = lockPath.replace(/\.lock$/, '');
  const options = { realpath: false, lockfilePath: lockPath, stale: settings.staleMs, onCompromised };
  const deadline = Date.now() + settings.waitMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await lockfile.lock(subject, options);
    } catch (error) {
      if (!isLocked(error)) throw error;
      if (Date.now() >= deadline)
        throw new StoreLockError(
          'busy',
          `${what} is still held by another process after ${settings.waitMs / 1000} s (${lockPath}). Let that ` +
            `process finish, then retry. A lock left by a killed process is taken over once it is ` +
            `${settings.staleMs / 1000} s old.`,
          { cause: error },
        );
      if (attempt === 0) settings.print?.(`waiting for ${what}, which another process holds (${lockPath})`);
    }
    await pause();
  }
}

async function withLock<T>(
  lockPath: string,
  what: string,
  defaults: Required<Omit<LockOptions, 'print'>>,
  work: () => Promise<T> | T,
  options: LockOptions,
): Promise<T> {
  if (isHeldByCaller(lockPath))
    throw new StoreLockError(
      'nested',
      `${what} is already held by the work this runs in: take it once, around the whole change (${lockPath})`,
    );
  mkdirSync(path.dirname(lockPath), { recursive: true });
  let lost: Error | undefined;
  const settings = {
    waitMs: options.waitMs ?? defaults.waitMs,
    staleMs: options.staleMs ?? defaults.staleMs,
    print: options.print,
  };
  const release = await acquire(lockPath, what, settings, (error) => (lost = error));
  try {
    const result = await heldByCaller.run(new Set([...(heldByCaller.getStore() ?? []), lockPath]), work);
    if (lost)
      throw new StoreLockError(
        'lost',
        `${what} was lost while this process held it (${lost.message}), so another process may have changed the ` +
          `same files meanwhile. Check the store, then retry. Keep the event loop free while holding it: the lock ` +
          `is refreshed by a timer.`,
        { cause: lost },
      );
    return result;
  } finally {
    if (!lost) await release();
  }
}

/**
 * Runs `work` while this process alone, among all processes using this function on the same store, may change the
 * store's shared files (registry.json, releases.json). Keep `work` short and write through a temporary file and a
 * rename: readers (the host server) never take the lock, so the lock prevents lost updates, the rename torn reads.
 * Creates `<store>/.locks/` if needed. Not covered: processes that write those files without this lock, and stores on
 * network filesystems whose mtimes are unreliable.
 */
export function withStoreLock<T>(storeDir: string, work: () => Promise<T> | T, options: LockOptions = {}): Promise<T> {
  return withLock(storeLockPath(storeDir), `the lock of store ${storeDir}`, STORE_DEFAULTS, work, options);
}

/**
 * Runs `work` while no other process runs work for the same remote of this store, e.g. two deploys of `catalog`.
 * Deploys of different remotes do not wait for each other. Take it before, never inside, the store lock: the same
 * order everywhere is what keeps two processes from waiting on each other forever.
 */
export async function withRemoteLock<T>(
  storeDir: string,
  remote: string,
  work: () => Promise<T> | T,
  options: LockOptions = {},
): Promise<T> {
  const what = `the lock of remote ${remote} in store ${storeDir}`;
  if (isHeldByCaller(storeLockPath(storeDir)))
    throw new StoreLockError(
      'out-of-order',
      `${what} was asked for inside the store lock: take it first, then the store lock`,
    );
  return withLock(remoteLockPath(storeDir, remote), what, REMOTE_DEFAULTS, work, options);
}

/**
 * `withStoreLock`, or `work` alone when the work this runs inside holds that lock already: for records that a caller
 * changes either on their own or as part of a larger change under the lock (a registration inside `registerRemote`).
 */
export function withStoreLockOnce<T>(
  storeDir: string,
  work: () => Promise<T> | T,
  options: LockOptions = {},
): Promise<T> {
  if (isHeldByCaller(storeLockPath(storeDir))) return Promise.resolve().then(work);
  return withStoreLock(storeDir, work, options);
}
