import type { RemoteAppProps } from '@mfp/shared/remote';
import type { ReleaseIntegrity } from '@mfp/shared/registry';
import { testRegistryEntry } from '@mfp/testing';
import { createElement } from 'react';
import { createRemoteLoader } from './createRemoteLoader';
import type { FederationRuntime } from './FederationRuntime';
import { RemoteRecords } from '../records/RemoteRecord';
import { IntegrityMismatchError } from '../integrity/subresourceIntegrity';

const LIVE_URL = 'http://localhost:3100/remotes/catalog/1.1.0/mf-manifest.json';
const PREVIOUS_URL = 'http://localhost:3100/remotes/catalog/1.0.0/mf-manifest.json';
const sri = (letter: string) => `sha384-${letter.repeat(64)}`;
const LIVE_INTEGRITY: ReleaseIntegrity = { manifest: sri('A'), entry: sri('B') };
const PREVIOUS_INTEGRITY: ReleaseIntegrity = { manifest: sri('C'), entry: sri('D') };

const PreviousApp = ({ basePath }: RemoteAppProps) => createElement('p', null, `previous at ${basePath}`);

// What the runtime throws when the browser refused the entry script: the same as for a network error.
const scriptRefused = () =>
  new Error(
    '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008 ScriptNetworkError: Failed to load script',
  );

/**
 * A fake federation runtime whose `load` does what the runtime plugin does with the records: it sees the integrity the
 * loader put in the remote's record and, for the releases listed in `tampered`, records a mismatch and fails.
 */
function setup(tampered: string[], retries = 2) {
  const records = new RemoteRecords(10_000);
  const registered = new Map<string, string>();
  const seen: Array<ReleaseIntegrity | undefined> = [];
  const runtime = {
    register: jest.fn<void, Parameters<FederationRuntime['register']>>((remote) => {
      registered.set(remote.name, remote.entry);
    }),
    load: jest.fn<Promise<unknown>, Parameters<FederationRuntime['load']>>((name) => {
      const record = records.recordFor(name);
      const url = registered.get(name)!;
      const expected = record.integrity.ofManifest(url);
      seen.push(expected);
      if (!tampered.includes(url)) return Promise.resolve({ default: PreviousApp });
      record.integrity.recordMismatch(url, Promise.resolve(new IntegrityMismatchError(url, expected!.entry, sri('Z'))));
      return Promise.reject(scriptRefused());
    }),
  };
  const sleep = jest.fn((_ms: number) => Promise.resolve());
  const loader = createRemoteLoader({ runtime, records, sleep, config: { retries, retryBaseDelayMs: 10 } });
  return { loader, runtime, sleep, seen };
}

describe('createRemoteLoader and the integrity recorded at deploy', () => {
  const live = testRegistryEntry('catalog', { version: '1.1.0', entry: LIVE_URL, integrity: LIVE_INTEGRITY });

  it('fails a release whose file was changed as integrity-failed, never retried', async () => {
    const { loader, runtime, sleep, seen } = setup([LIVE_URL]);
    const result = await loader.load(live);
    expect(result).toMatchObject({
      status: 'failed',
      failure: { kind: 'integrity-failed', code: 'MFP-207', isTransient: false, version: '1.1.0' },
    });
    if (result.status !== 'failed') throw new Error('unreachable');
    expect(result.failure.message).toContain(`expected ${LIVE_INTEGRITY.entry}, got ${sri('Z')}`);
    expect(result.failure.cause).toBeInstanceOf(IntegrityMismatchError);
    expect(runtime.load).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
    expect(seen).toEqual([LIVE_INTEGRITY]);
  });

  it('serves the last known-good release, checked against its own integrity, in place of a changed live one', async () => {
    const { loader, seen } = setup([LIVE_URL]);
    const result = await loader.load({
      ...live,
      previous: { version: '1.0.0', entry: PREVIOUS_URL, integrity: PREVIOUS_INTEGRITY },
    });
    expect(result).toMatchObject({
      status: 'ready',
      Component: PreviousApp,
      servedFallback: { version: '1.0.0', failure: { kind: 'integrity-failed', version: '1.1.0' } },
    });
    expect(seen).toEqual([LIVE_INTEGRITY, PREVIOUS_INTEGRITY]);
  });

  it('shows the live failure when the last known-good release was changed too', async () => {
    const { loader } = setup([LIVE_URL, PREVIOUS_URL]);
    const result = await loader.load({
      ...live,
      previous: { version: '1.0.0', entry: PREVIOUS_URL, integrity: PREVIOUS_INTEGRITY },
    });
    expect(result).toMatchObject({
      status: 'failed',
      failure: { kind: 'integrity-failed', version: '1.1.0' },
      fallbackFailure: { kind: 'integrity-failed', version: '1.0.0' },
    });
  });

  it('loads a release without recorded integrity (a development override) with none expected', async () => {
    const { loader, seen } = setup([]);
    const { integrity: _none, ...override } = live;
    await expect(loader.load(override)).resolves.toMatchObject({ status: 'ready' });
    expect(seen).toEqual([undefined]);
  });

  it('forgets the mismatch of an earlier attempt, and registers the remote afresh for the next one', async () => {
    const { loader, runtime } = setup([LIVE_URL], 0);
    await expect(loader.load(live)).resolves.toMatchObject({ failure: { kind: 'integrity-failed' } });
    // The file is repaired, and this time the network fails: that is no integrity failure.
    runtime.load.mockImplementationOnce(() => Promise.reject(scriptRefused()));
    await expect(loader.load({ ...live })).resolves.toMatchObject({ failure: { kind: 'entry-unreachable' } });
    // The runtime may still hold the refused manifest or entry.
    expect(runtime.register.mock.calls.map(([, { force }]) => force)).toEqual([false, true]);
  });
});
