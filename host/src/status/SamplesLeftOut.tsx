import type { RolloutAnalysisStatus } from '@mfp/shared/status';
import { mutedStyle } from './statusLook';

/** `14 (no-token 12, expired 2)`: the total, then each reason that counted any. */
function rejectedText(rejected: NonNullable<RolloutAnalysisStatus['rejected']>): string {
  const reasons = Object.entries(rejected).filter(([, count]) => count > 0);
  const total = reasons.reduce((sum, [, count]) => sum + count, 0);
  return reasons.length === 0 ? '0' : `${total} (${reasons.map(([reason, count]) => `${reason} ${count}`).join(', ')})`;
}

/**
 * What an analysis's counts left out (decision 0090): the samples no page-view token vouched for, and the failures
 * counted beyond a server's cap without their detail. Said even at 0, so a reader knows it was looked at; nothing for
 * a decision recorded before it was.
 */
export function SamplesLeftOut({ analysis }: { analysis: RolloutAnalysisStatus }) {
  const { rejected, dropped } = analysis;
  if (!rejected && dropped === undefined) return null;
  return (
    <p style={{ ...mutedStyle, margin: '0.2rem 0 0' }} data-testid="samples-left-out">
      {rejected ? `Rejected samples: ${rejectedText(rejected)}.` : null}
      {rejected && dropped !== undefined ? ' ' : null}
      {dropped !== undefined ? `Failures over the cap: ${dropped}, counted without their detail.` : null}
    </p>
  );
}
