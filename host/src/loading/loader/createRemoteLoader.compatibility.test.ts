import { testRegistryEntry } from '@mfp/testing';
import type { PlatformFailure } from '@mfp/shared/failures';
import { createRemoteLoader } from './createRemoteLoader';
import type { FederationRuntime } from './FederationRuntime';
import { RemoteRecords } from '../records/RemoteRecord';

const entry = testRegistryEntry('reviews');
const REACT_18 = {
  type: 'version-unsatisfied',
  package: 'react',
  requiredVersion: '18.3.1',
  hostVersion: '19.3.1',
  strict: false,
  severity: 'hard',
} as const;

/** A runtime whose manifest fetch the (real) plugin refused: it records why, and the runtime wraps its error. */
function refusingRuntime(records: RemoteRecords): FederationRuntime {
  return {
    register: jest.fn(),
    load: jest.fn(() => {
      records.recordFor(entry.name).compatibility = { status: 'incompatible', problems: [REACT_18], softProblems: [] };
      records
        .recordFor(entry.name)
        .sharedWarnings.push('the runtime gave reviews react 19.3.1, which does not satisfy 18.3.1');
      return Promise.reject(
        new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003 IncompatibleRemoteError'),
      );
    }),
  };
}

describe('createRemoteLoader and the compatibility check', () => {
  it('fails a load the plugin refused as shared-incompatible, with the problems and the runtime warnings, not retried', async () => {
    const records = new RemoteRecords(10_000);
    const runtime = refusingRuntime(records);
    const loader = createRemoteLoader({ runtime, records, sleep: () => Promise.resolve() });
    const result = await loader.load(entry);
    const failure = (result.status === 'failed' ? result.failure : undefined) as PlatformFailure;
    expect(failure).toMatchObject({
      kind: 'shared-incompatible',
      code: 'MFP-303',
      remote: 'reviews',
      version: '1.0.0',
    });
    expect(failure.message).toBe(
      '[MFP-303 shared-incompatible] reviews: remote `reviews` requires react 18.3.1, the host provides 19.3.1; ' +
        'pin react to 19.3.1 (npm install react@19.3.1) and require ^19.3.1; the runtime gave reviews react 19.3.1, ' +
        'which does not satisfy 18.3.1',
    );
    expect(runtime.load).toHaveBeenCalledTimes(1);
  });

  it('registers the remote afresh for the next attempt, so nothing of the refused one is reused', async () => {
    const records = new RemoteRecords(10_000);
    const runtime = refusingRuntime(records);
    const loader = createRemoteLoader({ runtime, records, sleep: () => Promise.resolve() });
    expect(await loader.load(entry)).toMatchObject({ status: 'failed' });
    expect(await loader.load(entry)).toMatchObject({ status: 'failed' });
    expect(jest.mocked(runtime.register).mock.calls.map(([, options]) => options)).toEqual([
      { force: false },
      { force: true },
    ]);
  });

  it('describes every problem of the registered manifest, soft ones included, for the render boundary', () => {
    const records = new RemoteRecords(10_000);
    const loader = createRemoteLoader({ runtime: refusingRuntime(records), records });
    expect(loader.compatibilityNotes('reviews')).toEqual([]);
    records.recordFor('reviews').compatibility = {
      status: 'compatible',
      softProblems: [{ type: 'not-shared', package: 'react-router', hostVersion: '7.18.5', severity: 'soft' }],
    };
    expect(loader.compatibilityNotes('reviews')).toEqual([
      'remote `reviews` does not share react-router (the host provides 7.18.5); if it uses it, it runs its own copy, ' +
        "which cannot see the host's: share it as a singleton",
    ]);
  });
});
