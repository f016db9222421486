import type { RolloutAnalysis } from '@mfp/store/rollouts';
import { describeAnalysis } from './describeAnalysis';

const figures = (version: string, byKind?: RolloutAnalysis['rollout']['loads']['byKind']) => ({
  version,
  mounts: 200,
  failures: { render: 0 },
  loads: { count: 80, p95Ms: 900, ...(byKind && { byKind }) },
});

describe('describeAnalysis', () => {
  it("says each release's load times per kind when the analysis kept them, and all together otherwise", () => {
    const analysis: RolloutAnalysis = {
      at: '2026-12-07T10:00:00.000Z',
      verdict: 'as-good',
      reasons: ['p95 first load 900 ms against 880 ms (1.02x, 1.5x allowed)'],
      share: 10,
      rollout: figures('1.1.0', { first: { count: 70, p95Ms: 900 }, later: { count: 10, p95Ms: 300 } }),
      stable: figures('1.0.0'),
    };
    expect(describeAnalysis(analysis)).toBe(
      'as-good at 10%: p95 first load 900 ms against 880 ms (1.02x, 1.5x allowed). ' +
        'Rollout 1.1.0: 200 mounts, failures render 0; 80 load times, p95 900 ms (first 70, p95 900 ms; later 10, ' +
        'p95 300 ms). Stable 1.0.0: 200 mounts, failures render 0; 80 load times, p95 900 ms.',
    );
  });
});
