import { analysisThresholdsSchema, compareReleases, type ReleaseSample } from '@mfp/shared/rollouts';
import { createVisitorLedger, PER_VISITOR_LIMITS } from './visitorLedger';

const WINDOW_MS = 10 * 60_000;

describe('the per-visitor limits (decision 0091)', () => {
  it('counts at most the limit of each claim per visitor and remote in a window, whatever the pages', () => {
    const ledger = createVisitorLedger({ now: () => 0 });
    const claims = (claim: 'mount' | 'timing' | 'failure', remote = 'catalog') =>
      Array.from({ length: 30 }, () => ledger.claim('visitor-a', claim, remote)).filter(Boolean).length;
    expect([claims('mount'), claims('timing'), claims('failure')]).toEqual([20, 2, 3]);
    // Another remote, another visitor: allowances of their own.
    expect(claims('mount', 'reviews')).toBe(20);
    expect(ledger.claim('visitor-b', 'failure', 'catalog')).toBe(true);
  });

  it('starts a fresh allowance in the next ten-minute window', () => {
    let time = WINDOW_MS - 1;
    const ledger = createVisitorLedger({ now: () => time });
    for (let index = 0; index < 3; index += 1) ledger.claim('visitor-a', 'failure', 'catalog');
    expect(ledger.claim('visitor-a', 'failure', 'catalog')).toBe(false);
    time = WINDOW_MS;
    expect(ledger.claim('visitor-a', 'failure', 'catalog')).toBe(true);
  });

  it('remembers at most its bound of visitors, the least recently seen going first', () => {
    const ledger = createVisitorLedger({ maxVisitors: 2, now: () => 0, limits: { mount: 1, timing: 1, failure: 1 } });
    ledger.claim('a', 'mount', 'catalog');
    ledger.claim('b', 'mount', 'catalog');
    ledger.claim('a', 'timing', 'catalog');
    ledger.claim('c', 'mount', 'catalog');
    expect(ledger.size()).toBe(2);
    expect(ledger.claim('a', 'mount', 'catalog')).toBe(false);
    expect(ledger.claim('b', 'mount', 'catalog')).toBe(true);
  });

  it('lets no single visitor make a healthy release worse in one window at the smallest sample', () => {
    // 100 mounts a side (minMounts), none failing on the stable side: the failures one visitor may add are not enough.
    const sample = (render: number): ReleaseSample => ({
      version: `1.${render}.0`,
      mounts: 100,
      failures: { load: 0, render, 'server-render': 0 },
      loads: { count: 0, p95Ms: 0, byKind: { first: { count: 0, p95Ms: 0 }, later: { count: 0, p95Ms: 0 } } },
    });
    const rule = analysisThresholdsSchema.parse({});
    const [one, eight] = [PER_VISITOR_LIMITS.failure, 8].map((failures) =>
      compareReleases(sample(failures), sample(0), rule),
    );
    expect(one?.failures.find((comparison) => comparison.group === 'render')?.verdict).not.toBe('worse');
    // What it would take, as measured: 8 failures in the window.
    expect(eight?.verdict).toBe('worse');
    // A visitor whose every page fails still counts a rate far above what aborts.
    expect(PER_VISITOR_LIMITS.failure / PER_VISITOR_LIMITS.mount).toBeGreaterThan(0.1);
  });
});
