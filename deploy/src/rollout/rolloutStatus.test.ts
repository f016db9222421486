import { describeRollout } from '@mfp/shared/deploy';
import type { RemoteReleases } from '@mfp/store/releases';
import type { RolloutAnalysis } from '@mfp/store/rollouts';
import { rolloutStatusOf } from './rolloutStatus';

const sample = (version: string) => ({ version, mounts: 200, failures: { render: 1 }, loads: { count: 0, p95Ms: 0 } });
const analysis = (extra: Partial<RolloutAnalysis> = {}): RolloutAnalysis => ({
  at: '2030-01-01T00:02:00.000Z',
  verdict: 'inconclusive',
  reasons: ['too few load times'],
  share: 10,
  rollout: sample('1.1.0'),
  stable: sample('1.0.0'),
  ...extra,
});

function releasesWith(analyses: RolloutAnalysis[]): RemoteReleases {
  return {
    live: '1.0.0',
    history: [],
    rollout: {
      version: '1.1.0',
      steps: [10, 100],
      step: 0,
      intervalMs: 60_000,
      state: 'running',
      startedAt: '2030-01-01T00:00:00.000Z',
      stepStartedAt: '2030-01-01T00:00:00.000Z',
      nextDecisionAt: '2030-01-01T00:03:00.000Z',
      startedBy: { user: 'ana', host: 'build-1' },
      analyses,
    },
  } as unknown as RemoteReleases;
}

describe('rolloutStatusOf, as `--rollout status` prints it', () => {
  it('says what each analysis left out, and nothing of it for a decision recorded before it was counted', () => {
    const rejected = { 'no-token': 3, 'bad-signature': 0, expired: 0, 'over-limit': 159, 'wrong-release': 1 };
    const status = rolloutStatusOf('catalog', releasesWith([analysis(), analysis({ rejected, dropped: 4 })]));
    expect(status.rollout?.analyses.map(({ rejected, dropped }) => ({ rejected, dropped }))).toEqual([
      { rejected: undefined, dropped: undefined },
      { rejected, dropped: 4 },
    ]);
    const lines = describeRollout(status, 'npm run deploy -- catalog --canary');
    expect(lines.slice(-3)).toEqual([
      '  2030-01-01 00:02:00 UTC at 10%: inconclusive (too few load times)',
      '  2030-01-01 00:02:00 UTC at 10%: inconclusive (too few load times)',
      '    rejected samples: 163 (no-token 3, over-limit 159, wrong-release 1); failures over the cap: 4',
    ]);
  });
});
