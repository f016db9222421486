import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { remoteLockPath, storeLockPath, withRemoteLock, withStoreLock } from './withStoreLock';

// The tests with other processes holding the locks are in withStoreLock.slow.test.ts.

let store: string;

beforeEach(() => {
  store = mkdtempSync(path.join(tmpdir(), 'mfp-lock-'));
});
afterEach(() => {
  jest.restoreAllMocks();
  rmSync(store, { recursive: true, force: true });
});

test('taking a lock again inside its own work, or a remote lock inside the store lock, fails at once', async () => {
  const nested = withStoreLock(store, () => withStoreLock(store, () => 'inner'));
  await expect(nested).rejects.toMatchObject({ problem: 'nested' });
  await expect(nested).rejects.toThrow(`the lock of store ${store} is already held by the work this runs in`);

  const reversed = withStoreLock(store, () => withRemoteLock(store, 'catalog', () => 'inner'));
  await expect(reversed).rejects.toMatchObject({ problem: 'out-of-order' });

  // The documented order works, and every lock is released afterwards, failure or not.
  await expect(withRemoteLock(store, 'catalog', () => withStoreLock(store, () => 'both'))).resolves.toBe('both');
  expect(existsSync(storeLockPath(store))).toBe(false);
  expect(existsSync(remoteLockPath(store, 'catalog'))).toBe(false);
});

test('two calls at once in one process wait for each other', async () => {
  const log: string[] = [];
  await Promise.all(
    ['a', 'b'].map((id) =>
      withStoreLock(store, async () => {
        log.push(`start ${id}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`end ${id}`);
      }),
    ),
  );
  // One ran whole, then the other.
  expect(log[1]).toBe(log[0]?.replace('start', 'end'));
  expect(log[3]).toBe(log[2]?.replace('start', 'end'));
  expect([...log].sort()).toEqual(['end a', 'end b', 'start a', 'start b']);
});

test('a failing piece of work releases the lock and keeps its error', async () => {
  const failing = withStoreLock(store, () => {
    throw new Error('disk full');
  });
  await expect(failing).rejects.toThrow('disk full');
  await expect(withStoreLock(store, () => 'next', { waitMs: 0 })).resolves.toBe('next');
});

/** Resolves once proper-lockfile tells the holder of a lock taken from now on that it lost it, as withStoreLock hears. */
function lockLossNoticed(): Promise<void> {
  const lock = lockfile.lock;
  return new Promise((resolve) => {
    jest.spyOn(lockfile, 'lock').mockImplementation((file, options) =>
      lock(file, {
        ...options,
        onCompromised(error) {
          options?.onCompromised?.(error);
          resolve();
        },
      }),
    );
  });
}

test('a lock taken away while held fails the work that held it', async () => {
  const noticed = lockLossNoticed();
  const work = withStoreLock(
    store,
    async () => {
      // Another process (or a person) removing the lock: the holder's next refresh, every second here, notices.
      // The work ends once it has, so the test takes that second, not a margin on top of it.
      rmSync(storeLockPath(store), { recursive: true });
      await noticed;
      return 'written';
    },
    { staleMs: 2000 },
  );
  await expect(work).rejects.toMatchObject({ problem: 'lost' });
  await expect(work).rejects.toThrow(/^the lock of store .* was lost while this process held it/);
}, 20_000);

test('remote names that are not one plain path segment are refused before anything is locked', async () => {
  for (const name of ['../cart', 'a/b', '', '.hidden', '/abs'])
    await expect(withRemoteLock(store, name, () => 'never')).rejects.toThrow(
      `cannot lock remote "${name}": a remote name is one path segment`,
    );
});
