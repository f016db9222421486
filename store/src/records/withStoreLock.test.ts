import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteLockPath, storeLockPath, StoreLockError, withRemoteLock, withStoreLock } from './withStoreLock';

const WORKER = path.join(__dirname, '..', 'testing', 'lockWorker.ts');
const repoRoot = path.resolve(__dirname, '..', '..', '..');

let store: string;

beforeEach(() => {
  store = mkdtempSync(path.join(tmpdir(), 'mfp-lock-'));
});
afterEach(() => rmSync(store, { recursive: true, force: true }));

interface Worker {
  child: ChildProcess;
  /** Resolves with the worker's stdout once it exits with 0; rejects with its stderr otherwise. */
  done: Promise<string>;
  /** Resolves once the worker has printed `line`. */
  printed(line: string): Promise<void>;
}

function startWorker(...args: string[]): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER, ...args], { cwd: repoRoot });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<string>((resolve, reject) =>
    child.on('exit', (code, signal) =>
      code === 0 ? resolve(stdout) : reject(new Error(`worker ${args[0]} ended (${code ?? signal}): ${stderr}`)),
    ),
  );
  const printed = (line: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => stdout.split('\n').includes(line) && resolve();
      child.stdout.on('data', check);
      child.on('exit', () => reject(new Error(`worker ended before printing ${line}: ${stderr}`)));
      check();
    });
  return { child, done, printed };
}

/** Waits for a worker this test killed: its non-zero end is expected. */
const killed = (worker: Worker) => worker.done.catch(() => undefined);

/** Starts the workers, lets them begin at the same moment, and waits until all have finished. */
async function runTogether(argsOf: (go: string) => string[][]): Promise<void> {
  const go = path.join(store, 'go');
  const workers = argsOf(go).map((args) => startWorker(...args));
  await Promise.all(workers.map((worker) => worker.printed('ready')));
  writeFileSync(go, '');
  await Promise.all(workers.map((worker) => worker.done));
}

test('writers in several processes each read, change and write one file under the store lock: no write is lost, no read is torn', async () => {
  const file = path.join(store, 'registry.json');
  const stopFile = path.join(store, 'stop');
  const writers = ['a', 'b', 'c', 'd'];
  const rounds = 25;

  const reader = startWorker('read', file, stopFile);
  await runTogether((go) => writers.map((id) => ['append', store, file, id, String(rounds), go]));
  writeFileSync(stopFile, '');
  const seen = JSON.parse(await reader.done) as { reads: number; torn: string[] };

  const { writes } = JSON.parse(readFileSync(file, 'utf8')) as { writes: string[] };
  expect(writes).toHaveLength(writers.length * rounds);
  for (const id of writers) {
    // Each writer's rounds appear once and in order: nothing lost, nothing applied twice.
    expect(writes.filter((write) => write.startsWith(`${id}:`))).toEqual(
      Array.from({ length: rounds }, (_, round) => `${id}:${round}`),
    );
  }
  expect(seen.torn).toEqual([]);
  expect(seen.reads).toBeGreaterThan(0);
  expect(existsSync(storeLockPath(store))).toBe(false);
}, 120_000);

test('work under one remote lock never overlaps between processes', async () => {
  const log = path.join(store, 'serial.log');
  const ids = ['a', 'b', 'c'];
  await runTogether((go) => ids.map((id) => ['serial', store, 'catalog', log, id, '10', go]));

  const lines = readFileSync(log, 'utf8').trim().split('\n');
  expect(lines).toHaveLength(ids.length * 10 * 2);
  for (let index = 0; index < lines.length; index += 2) {
    const id = lines[index]?.replace(/^start /, '');
    expect([lines[index], lines[index + 1]]).toEqual([`start ${id}`, `end ${id}`]);
  }
}, 120_000);

test('a lock held by a live process makes a waiter give up with a clear error; other locks stay free', async () => {
  const holder = startWorker('hold', store, 'cart', '10000');
  try {
    await holder.printed('locked');
    const waiting: string[] = [];
    const attempt = withRemoteLock(store, 'cart', () => 'never', { waitMs: 300, print: (line) => waiting.push(line) });

    await expect(attempt).rejects.toThrow(StoreLockError);
    await expect(attempt).rejects.toMatchObject({ problem: 'busy' });
    await expect(attempt).rejects.toThrow(
      `the lock of remote cart in store ${store} is still held by another process after 0.3 s ` +
        `(${remoteLockPath(store, 'cart')}). Let that process finish, then retry. A lock left by a killed process ` +
        `is taken over once it is 20 s old.`,
    );
    expect(waiting).toEqual([
      `waiting for the lock of remote cart in store ${store}, which another process holds (${remoteLockPath(store, 'cart')})`,
    ]);
    // Another remote and the store's shared files are not held up by a deploy of cart.
    await expect(withRemoteLock(store, 'catalog', () => 'catalog', { waitMs: 0 })).resolves.toBe('catalog');
    await expect(withStoreLock(store, () => 'store', { waitMs: 0 })).resolves.toBe('store');
  } finally {
    holder.child.kill('SIGKILL');
    await killed(holder);
  }
}, 60_000);

test('the lock of a killed process is taken over once it is stale', async () => {
  const holder = startWorker('hold', store, 'store', '2000');
  await holder.printed('locked');
  holder.child.kill('SIGKILL');
  await killed(holder);
  expect(existsSync(storeLockPath(store))).toBe(true);

  await expect(withStoreLock(store, () => 'recovered', { staleMs: 2000, waitMs: 30_000 })).resolves.toBe('recovered');
  expect(existsSync(storeLockPath(store))).toBe(false);
}, 60_000);

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

test('a lock taken away while held fails the work that held it', async () => {
  const work = withStoreLock(
    store,
    async () => {
      // Another process (or a person) removing the lock: the holder's next refresh, every second here, notices.
      rmSync(storeLockPath(store), { recursive: true });
      await new Promise((resolve) => setTimeout(resolve, 3_000));
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
