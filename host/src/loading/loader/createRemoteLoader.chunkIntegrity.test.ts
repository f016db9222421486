/**
 * @jest-environment node
 */
import { testRegistryEntry } from '@mfp/testing';
import { createRemoteLoader } from './createRemoteLoader';
import type { FederationRuntime } from './FederationRuntime';
import { RemoteRecords } from '../records/RemoteRecord';
import { IntegrityMismatchError } from '../integrity/subresourceIntegrity';
import { BUILT_CHUNK, startReleaseServer, type ReleaseServer } from '@mfp/testing/releaseServer';

let store: ReleaseServer;
beforeAll(async () => {
  store = await startReleaseServer();
});
afterAll(() => store.close());
beforeEach(() => store.reset());

/** A runtime whose remote's own chunk loader fails on chunk 85, as webpack rejects for a refused or missing script. */
function setup() {
  const url = `${store.folder}85.js`;
  const runtime: FederationRuntime = {
    register: jest.fn(),
    load: jest.fn(() =>
      Promise.reject(
        Object.assign(new Error(`Loading chunk 85 failed.\n(error: ${url})`), { name: 'ChunkLoadError', request: url }),
      ),
    ),
  };
  const sleep = jest.fn((_ms: number) => Promise.resolve());
  const loader = createRemoteLoader({
    runtime,
    records: new RemoteRecords(5_000),
    sleep,
    config: { retries: 2, retryBaseDelayMs: 10 },
  });
  const entry = testRegistryEntry('catalog', {
    version: '1.0.0',
    entry: store.manifestUrl,
    integrity: store.integrity,
  });
  return { load: () => loader.load(entry), runtime, url };
}

describe('createRemoteLoader and a chunk that fails to load', () => {
  it('fails as integrity-failed, naming the file, never retried, when the chunk changed after the build', async () => {
    store.served['85.js'] = `alert(1);${BUILT_CHUNK}`;
    const { load, runtime, url } = setup();
    const result = await load();
    expect(result).toMatchObject({ status: 'failed', failure: { kind: 'integrity-failed', isTransient: false } });
    if (result.status !== 'failed') throw new Error('unreachable');
    expect(result.failure.message).toContain(`${url} does not match the integrity recorded at deploy`);
    expect(result.failure.cause).toBeInstanceOf(IntegrityMismatchError);
    expect(runtime.load).toHaveBeenCalledTimes(1);
  });

  it('fails as chunk-load-failed, retried, when the chunk answers 503', async () => {
    store.served['85.js'] = 503;
    const { load, runtime } = setup();
    await expect(load()).resolves.toMatchObject({ status: 'failed', failure: { kind: 'chunk-load-failed' } });
    expect(runtime.load).toHaveBeenCalledTimes(3);
  });
});
