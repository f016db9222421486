import { testRegistryEntry } from '@mfp/testing';
import { UNKNOWN_REMOTE, type RejectionCount } from '@mfp/store/aggregates';
import { createPlatformMetrics } from './metrics/platformMetrics';
import { boundedNames } from './aggregates/boundedNames';
import { rejectionCounter } from './rejectionCounter';

function counter(names = async () => boundedNames([testRegistryEntry('catalog', { version: '1.1.0' })])) {
  const metrics = createPlatformMetrics();
  const counted: (Omit<RejectionCount, 'bucket'> & { count: number })[] = [];
  const errors: unknown[] = [];
  const count = rejectionCounter({
    names,
    metrics,
    aggregator: { countRejection: (rejection, n) => void counted.push({ ...rejection, count: n }) },
    log: { error: (record: unknown) => void errors.push(record) },
    shouldLog: () => true,
  });
  return { count, counted, errors, metrics };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('rejectionCounter', () => {
  it('counts a rejection in the metrics at once and in the aggregates under the registry’s names', async () => {
    const { count, counted, metrics } = counter();
    count({ reason: 'no-token', sample: 'mount', remote: 'catalog', version: '1.1.0' }, 4);
    count({ reason: 'wrong-release', sample: 'timing', remote: 'catalog', version: '6.6.6' }, 1);
    count({ reason: 'expired', sample: 'mount', remote: 'made_up', version: '1.1.0' }, 2);
    count({ reason: 'over-limit', sample: 'failure', remote: '', version: undefined }, 1);
    expect((await metrics.rejectedSamples.get()).values.map((sample) => sample.value)).toEqual([4, 1, 2, 1]);
    await settle();
    expect(counted).toEqual([
      { remote: 'catalog', version: '1.1.0', sample: 'mount', reason: 'no-token', count: 4 },
      { remote: 'catalog', version: '', sample: 'timing', reason: 'wrong-release', count: 1 },
      { remote: UNKNOWN_REMOTE, version: '', sample: 'mount', reason: 'expired', count: 2 },
      { remote: '', version: '', sample: 'failure', reason: 'over-limit', count: 1 },
    ]);
  });

  it('says once when the names cannot be read, and still counts the metrics', async () => {
    const { count, counted, errors, metrics } = counter(() => Promise.reject(new Error('registry unreadable')));
    count({ reason: 'no-token', sample: 'mount', remote: 'catalog', version: '1.1.0' }, 1);
    await settle();
    expect(counted).toEqual([]);
    expect(errors).toEqual([expect.objectContaining({ event: 'count-failed' })]);
    expect((await metrics.rejectedSamples.get()).values[0]?.value).toBe(1);
  });
});
