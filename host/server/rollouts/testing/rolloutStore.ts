import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFolderStore, type FolderStore } from '@mfp/store';
import { refreshRegistry } from '@mfp/store/releases';
import { startRollout } from '@mfp/store/rollouts';

export const STORE_URL = 'http://localhost:3100';
/** When the rollout of the tests starts: a decision is due one interval (a minute) later. */
export const STARTED = new Date('2026-11-27T10:02:00.000Z');
export const INTERVAL_MS = 60_000;

/** A folder store whose catalog has 1.0.0 live, 1.1.0 published without switching, and its rollout over 10, 50, 100. */
export interface RolloutStore {
  store: FolderStore;
  cleanup(): void;
}

export async function rolloutStore(): Promise<RolloutStore> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mfp-rollouts-'));
  const store = createFolderStore({ dir });
  for (const version of ['1.0.0', '1.1.0']) mkdirSync(store.layout.versionDir('catalog', version), { recursive: true });
  const by = { user: 'ana', host: 'build-1' };
  const at = new Date(STARTED.getTime() - 60_000).toISOString();
  await store.writeReleases({
    remotes: {
      catalog: {
        title: 'Catalog',
        route: '/catalog',
        module: './App',
        live: '1.0.0',
        history: [{ action: 'deploy', version: '1.0.0', at, contentHash: 'h1', ...by }],
        hashes: {},
        published: [{ version: '1.1.0', at, contentHash: 'h2', ...by }],
      },
    },
  });
  const releases = await store.readReleases();
  startRollout(releases.remotes.catalog!, 'catalog', {
    version: '1.1.0',
    steps: [10, 50, 100],
    intervalMs: INTERVAL_MS,
    by,
    now: STARTED,
  });
  await store.writeReleases(releases);
  await refreshRegistry(store, STORE_URL);
  // Its own aggregates object, so a test may replace a method of it.
  const aggregates = { ...store.aggregates };
  return { store: { ...store, aggregates }, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
