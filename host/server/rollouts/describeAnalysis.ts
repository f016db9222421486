import type { RolloutAnalysis } from '@mfp/store/rollouts';

/** The longest `detail` an audit entry keeps (`auditEntrySchema`). */
const MAX_DETAIL = 2000;

const sampleFigures = ({ version, mounts, failures, loads }: RolloutAnalysis['rollout']) =>
  `${version}: ${mounts} mounts, failures ${Object.entries(failures)
    .map(([group, count]) => `${group} ${count}`)
    .join(', ')}; ${loads.count} load times, p95 ${loads.p95Ms} ms`;

/**
 * An analysis in one paragraph for the audit trail: the verdict, the share it was judged at, each deciding
 * comparison's sentence, and both releases' figures, so the entry alone says why.
 */
export function describeAnalysis(analysis: RolloutAnalysis): string {
  const text =
    `${analysis.verdict} at ${analysis.share}%: ${analysis.reasons.join('; ')}. ` +
    `Rollout ${sampleFigures(analysis.rollout)}. Stable ${sampleFigures(analysis.stable)}.`;
  return text.length <= MAX_DETAIL ? text : `${text.slice(0, MAX_DETAIL - 1)}…`;
}
