import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startWorker as start, type Worker } from '../testing/startWorker';
import { remoteLockPath, storeLockPath, StoreLockError, withRemoteLock, withStoreLock } from './withStoreLock';

/*
 * The locks across processes: each worker is a Node process started with tsx, which takes a second or more to start on
 * a busy machine. The tests wait for what a worker prints (`ready`, `locked`), never for a fixed time.
 */

const WORKER = path.join(__dirname, '..', 'testing', 'lockWorker.ts');
const startWorker = (...args: string[]) => start(WORKER, ...args);

let store: string;

beforeEach(() => {
  store = mkdtempSync(path.join(tmpdir(), 'mfp-lock-'));
});
afterEach(() => rmSync(store, { recursive: true, force: true }));

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

  // The reader reads from before the first write to after the last: started late, it could see none of them.
  writeFileSync(file, JSON.stringify({ writes: [] }));
  const reader = startWorker('read', file, stopFile);
  await reader.printed('ready');
  await runTogether((go) => writers.map((id) => ['append', store, file, id, String(rounds), go]));
  writeFileSync(stopFile, '');
  const seen = JSON.parse((await reader.done).trim().split('\n').at(-1) ?? '') as { reads: number; torn: string[] };

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
