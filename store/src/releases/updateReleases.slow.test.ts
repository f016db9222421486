import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFolderStore, type FolderStore } from '../createFolderStore';
import { startWorker } from '../testing/startWorker';
import { refreshRegistry } from './updateReleases';

/* Deploys from several processes at once; each worker waits for the others to be ready, so they really contend. */

const ORIGIN = 'http://localhost:3100';
const RELEASES_WORKER = path.join(__dirname, '..', 'testing', 'releasesWorker.ts');
const LOCK_WORKER = path.join(__dirname, '..', 'testing', 'lockWorker.ts');

let work: string;
let store: FolderStore;

beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'mfp-update-'));
  store = createFolderStore({ dir: path.join(work, 'store') });
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const registry = () =>
  JSON.parse(readFileSync(store.layout.registryFile, 'utf8')) as { remotes: { name: string; version: string }[] };

test('deploys in several processes at once: every release lands, one remote at a time, the registry never torn', async () => {
  const go = path.join(work, 'go');
  const stop = path.join(work, 'stop');
  const log = path.join(work, 'log');
  writeFileSync(log, '');
  const rounds = 4;
  // Two writers of catalog (serialised by its lock), one each of three other remotes (only the store lock).
  const writers = [
    ['catalog', 'a'],
    ['catalog', 'b'],
    ['cart', 'c'],
    ['search', 'd'],
    ['profile', 'e'],
  ] as const;
  // The reader reads from before the first deploy to after the last: started late, it could see none of them.
  await refreshRegistry(store, ORIGIN);
  const reader = startWorker(LOCK_WORKER, 'read', store.layout.registryFile, stop);
  await reader.printed('ready');
  const workers = writers.map(([remote, id]) =>
    startWorker(RELEASES_WORKER, 'deploy', store.layout.dir, remote, id, String(rounds), go, log),
  );
  try {
    await Promise.all(workers.map((worker) => worker.printed('ready')));
    writeFileSync(go, '');
    await Promise.all(workers.map((worker) => worker.done));
  } finally {
    writeFileSync(stop, '');
  }
  const seen = JSON.parse((await reader.done).trim().split('\n').at(-1) ?? '') as { reads: number; torn: string[] };

  const releases = await store.readReleases();
  for (const [remote, id] of writers) {
    const versions = releases.remotes[remote]!.history.map((entry) => entry.version);
    // Each writer's releases are all there, in its order: nothing lost, nothing applied twice.
    expect(versions.filter((version) => version.startsWith(`${id}.`))).toEqual(
      Array.from({ length: rounds }, (_, round) => `${id}.${round}`),
    );
  }
  expect(releases.remotes.catalog!.history).toHaveLength(2 * rounds);
  // The registry is derived from the final releases: every remote, at its live version.
  expect(registry().remotes.map((entry) => [entry.name, entry.version])).toEqual(
    Object.entries(releases.remotes)
      .map(([name, remote]) => [name, remote.live])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
  // Catalog's two writers never overlapped: every start is followed by the same writer's end.
  const catalogLog = readFileSync(log, 'utf8')
    .split('\n')
    .filter((line) => / [ab]$/.test(line));
  for (let index = 0; index < catalogLog.length; index += 2)
    expect(catalogLog[index + 1]).toBe(catalogLog[index]?.replace('start', 'end'));
  expect(seen.torn).toEqual([]);
  expect(seen.reads).toBeGreaterThan(0);
}, 120_000);
