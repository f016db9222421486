import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFolderStore, type FolderStore } from '../createFolderStore';
import { recordRelease } from '../records/releaseHistory';
import { release } from '../testing/releases';
import { refreshRegistry, updateReleases } from './updateReleases';

const ORIGIN = 'http://localhost:3100';
const repoRoot = path.resolve(__dirname, '..', '..', '..');
const RELEASES_WORKER = path.join(__dirname, '..', 'testing', 'releasesWorker.ts');
const LOCK_WORKER = path.join(__dirname, '..', 'testing', 'lockWorker.ts');
const description = { title: 'Catalog', route: '/catalog', module: './App' };

let work: string;
let store: FolderStore;

beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'mfp-update-'));
  store = createFolderStore({ dir: path.join(work, 'store') });
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const registry = () =>
  JSON.parse(readFileSync(store.layout.registryFile, 'utf8')) as { remotes: { name: string; version: string }[] };

describe('updateReleases', () => {
  it('writes the changed releases, then the registry derived from them', async () => {
    await updateReleases(store, ORIGIN, (releases) => {
      recordRelease(releases, 'catalog', description, release('deploy', '1.0.0'));
      return { kind: 'changed', result: undefined };
    });
    expect((await store.readReleases()).remotes.catalog?.live).toBe('1.0.0');
    expect(registry().remotes).toEqual([expect.objectContaining({ name: 'catalog', version: '1.0.0' })]);
  });

  it('writes nothing when the change fails', async () => {
    await expect(
      updateReleases(store, ORIGIN, () => {
        throw new Error('changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    expect(await store.readRegistry()).toMatchObject({ kind: 'missing' });
    expect(await store.readReleases()).toEqual({ remotes: {} });
  });

  it('refreshes only the registry', async () => {
    await store.writeReleases({
      remotes: { catalog: { ...description, live: '1.0.0', history: [release('seed', '1.0.0')], hashes: {} } },
    });
    const releases = readFileSync(store.layout.releasesFile, 'utf8');
    await refreshRegistry(store, ORIGIN);
    expect(registry().remotes.map((entry) => entry.version)).toEqual(['1.0.0']);
    expect(readFileSync(store.layout.releasesFile, 'utf8')).toBe(releases);
  });
});

/** Starts a worker process; resolves with its stdout once it exits with 0. */
function startWorker(script: string, args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: repoRoot });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<string>((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`worker ${args[0]}: ${stderr}`)))),
  );
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => stdout.includes('ready') && resolve());
    child.on('exit', () => reject(new Error(`worker ended before it was ready: ${stderr}`)));
  });
  // Only writers say `ready`; a reader's ready is never awaited, and must not count as an unhandled rejection.
  ready.catch(() => undefined);
  return { done, ready };
}

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
  const reader = startWorker(LOCK_WORKER, ['read', store.layout.registryFile, stop]);
  const workers = writers.map(([remote, id]) =>
    startWorker(RELEASES_WORKER, ['deploy', store.layout.dir, remote, id, String(rounds), go, log]),
  );
  try {
    await Promise.all(workers.map((worker) => worker.ready));
    writeFileSync(go, '');
    await Promise.all(workers.map((worker) => worker.done));
  } finally {
    writeFileSync(stop, '');
  }
  const seen = JSON.parse(await reader.done) as { reads: number; torn: string[] };

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
