import { createFolderStore, type FolderStore } from '@mfp/store';
import { testRegistryEntry } from '@mfp/testing';
import { makeTempDir } from '../testing/fixtures';
import { createLiveRegistry, type LiveRegistry } from './liveRegistry';
import type { StoredRegistry } from './storedRegistry';

const v1 = { remotes: [testRegistryEntry('catalog')] };
const v2 = { remotes: [testRegistryEntry('catalog', { version: '2.0.0' })] };
const STALENESS_MS = 10;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A folder store has no notifications: the live registry sees its switches by polling the file's revision. */
describe('createLiveRegistry on a folder store', () => {
  let store: FolderStore;
  let live: LiveRegistry;
  let remove: () => Promise<void>;
  let reads: number;
  let polls: number;

  beforeEach(async () => {
    let dir: string;
    ({ dir, remove } = await makeTempDir('live-registry'));
    store = createFolderStore({ dir });
    await store.writeRegistry(v1);
    reads = 0;
    polls = 0;
    const source: StoredRegistry = {
      readRegistry: () => ((reads += 1), store.readRegistry()),
      registryRevision: () => ((polls += 1), store.registryRevision()),
      watchRegistry: (onSwitch) => store.watchRegistry(onSwitch),
    };
    live = createLiveRegistry({ source, log: { warn: jest.fn(), info: jest.fn() }, maxStalenessMs: STALENESS_MS });
    await live.start();
  });

  afterEach(async () => {
    await live.close();
    await remove();
  });

  it('polls the revision without reading the file again while nothing is deployed', async () => {
    const first = await live.current();
    while (polls < 5) await pause(STALENESS_MS);
    expect(reads).toBe(1);
    expect(await live.current()).toBe(first);
  });

  it('serves a deploy once a poll sees its revision, and the page registry of the new document', async () => {
    const before = await live.current();
    await store.writeRegistry(v2);
    const pollsAtSwitch = polls;
    let now = await live.current();
    while (now === before) {
      await pause(STALENESS_MS);
      now = await live.current();
    }
    expect(polls).toBeGreaterThan(pollsAtSwitch);
    expect(now.kind === 'found' && JSON.parse(now.bytes.toString('utf8'))).toEqual(v2);
    expect(now.page.entries[0]?.version).toBe('2.0.0');
    expect(reads).toBe(2);
  });
});
