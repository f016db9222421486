import { analysisThresholdsSchema } from './analysisThresholds';
import { compareLoadTimes } from './compareLoadTimes';
import type { LoadFigures, ReleaseSample } from './releaseSample';

const defaults = analysisThresholdsSchema.parse({});

/** A release with these first and later loads; the figures of both together are not what the rule reads. */
function sample(first: LoadFigures, later: LoadFigures): ReleaseSample {
  return {
    version: '1.0.0',
    mounts: 1000,
    failures: { load: 0, render: 0, 'server-render': 0 },
    loads: { count: first.count + later.count, p95Ms: 99_999, byKind: { first, later } },
  };
}

const loads = (count: number, p95Ms: number): LoadFigures => ({ count, p95Ms });

describe('compareLoadTimes, like with like (decision 0091)', () => {
  it("passes a rollout of first loads against a stable release of warm ones when each kind's p95 is the same", () => {
    // Issue 41's lopsided window: mostly cold loads against mostly warm ones. Together, 1200 ms against 300 ms.
    const rollout = sample(loads(80, 1200), loads(10, 300));
    const stable = sample(loads(60, 1200), loads(900, 300));
    const result = compareLoadTimes(rollout, stable, defaults);
    expect(result.verdict).toBe('as-good');
    expect(result.byKind.first.reason).toBe('p95 first load 1200 ms against 1200 ms (1.00x, 1.5x allowed)');
    expect(result.byKind.later.verdict).toBe('inconclusive');
    expect(result.reason).toBe(
      'p95 first load 1200 ms against 1200 ms (1.00x, 1.5x allowed); too few later load times: 10 and 900, 50 each needed',
    );
  });

  it('is worse when any kind compared is worse, and says only the worse ones', () => {
    const result = compareLoadTimes(
      sample(loads(60, 900), loads(60, 700)),
      sample(loads(60, 900), loads(60, 300)),
      defaults,
    );
    expect(result.verdict).toBe('worse');
    expect(result.reason).toBe('p95 later load 700 ms against 300 ms (2.33x, 1.5x allowed)');
    expect(result.byKind.first.verdict).toBe('as-good');
  });

  it("never compares one side's first loads with the other's later ones", () => {
    // Enough of each side, but of different kinds: nothing to compare.
    const result = compareLoadTimes(
      sample(loads(500, 3000), loads(0, 0)),
      sample(loads(0, 0), loads(500, 200)),
      defaults,
    );
    expect(result.verdict).toBe('inconclusive');
    expect(result.reason).toBe(
      'too few first load times: 500 and 0, 50 each needed; too few later load times: 0 and 500, 50 each needed',
    );
  });

  it('is inconclusive when no kind has minLoads on both sides, however slow the rollout looks', () => {
    const result = compareLoadTimes(
      sample(loads(49, 9000), loads(49, 9000)),
      sample(loads(49, 100), loads(49, 100)),
      defaults,
    );
    expect(result.verdict).toBe('inconclusive');
  });

  it("keeps both sides' figures of all kinds together, for the record and the status page", () => {
    const result = compareLoadTimes(sample(loads(60, 900), loads(1, 1)), sample(loads(60, 900), loads(2, 2)), defaults);
    expect([result.rollout.count, result.stable.count]).toEqual([61, 62]);
  });
});
