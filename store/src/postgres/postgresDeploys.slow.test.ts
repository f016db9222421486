import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postgresForThisFile } from '../testing/contract/postgresForThisFile';
import { startWorker } from '../testing/startWorker';
import { createPostgresRecords } from './createPostgresRecords';

/* Ten deploys from ten processes at once, mixed remotes, their records in one database: what many CI machines do. */

const WORKER = path.join(__dirname, '..', 'testing', 'postgres', 'postgresDeployWorker.ts');

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'mfp-pg-deploys-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});
// Declared after the hooks above, which jest runs first: whatever they close stops before the server does.
const server = postgresForThisFile();

test('ten deploys from separate processes at once: all land, the history has all ten, the registry the last of each', async () => {
  const url = await server.createDatabase();
  const records = createPostgresRecords(url);
  const deploys = [
    'catalog',
    'cart',
    'search',
    'catalog',
    'cart',
    'search',
    'catalog',
    'cart',
    'catalog',
    'search',
  ].map((remote, index) => ({ remote, version: `1.0.${index}` }));
  const go = path.join(work, 'go');
  const storeDir = path.join(work, 'store');
  // Every read while they run finds a whole registry whose entries are each some deploy's version of that remote.
  const torn: string[] = [];
  let reading = true;
  const reader = (async () => {
    let reads = 0;
    while (reading) {
      const read = await records.readRegistry();
      if (read.kind === 'found') {
        const document = JSON.parse(read.bytes.toString()) as { remotes: { name: string; version: string }[] };
        for (const entry of document.remotes)
          if (!deploys.some((deploy) => deploy.remote === entry.name && deploy.version === entry.version))
            torn.push(`${entry.name}@${entry.version}`);
      }
      reads += 1;
    }
    return reads;
  })();
  const workers = deploys.map(({ remote, version }) => startWorker(WORKER, storeDir, url, remote, version, go));
  try {
    await Promise.all(workers.map((worker) => worker.printed('ready')));
    await writeFile(go, '');
    expect(
      (await Promise.all(workers.map((worker) => worker.done))).map((out) => out.trim().split('\n').at(-1)),
    ).toEqual(deploys.map(() => 'switched'));
  } finally {
    reading = false;
  }
  expect(await reader).toBeGreaterThan(0);
  expect(torn).toEqual([]);

  const releases = await records.readReleases();
  const history = Object.values(releases.remotes).flatMap((remote) => remote.history.map((entry) => entry.version));
  expect(history.sort()).toEqual(deploys.map((deploy) => deploy.version).sort());
  const read = await records.readRegistry();
  const registry =
    read.kind === 'found' && (JSON.parse(read.bytes.toString()) as { remotes: { name: string; version: string }[] });
  // Each remote's entry is its last writer's: the version its history ends with, which is what is live.
  expect(registry && registry.remotes.map((entry) => [entry.name, entry.version])).toEqual(
    Object.entries(releases.remotes)
      .map(([name, remote]) => [name, remote.history.at(-1)?.version])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
  for (const remote of Object.values(releases.remotes)) expect(remote.live).toBe(remote.history.at(-1)?.version);
  // One switch per deploy, each its own revision.
  expect(Number(read.kind === 'found' && read.revision)).toBe(deploys.length);
  await records.close();
}, 180_000);
