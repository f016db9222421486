import type { RolloutAnalysis } from '@mfp/store/rollouts';

/** The longest `detail` an audit entry keeps (`auditEntrySchema`). */
const MAX_DETAIL = 2000;

/** Each load kind's count and p95 (decision 0091), when the analysis kept them. */
const kindFigures = ({ byKind }: RolloutAnalysis['rollout']['loads']) =>
  byKind
    ? ` (${Object.entries(byKind)
        .map(([kind, figures]) => `${kind} ${figures.count}, p95 ${figures.p95Ms} ms`)
        .join('; ')})`
    : '';

const sampleFigures = ({ version, mounts, failures, loads }: RolloutAnalysis['rollout']) =>
  `${version}: ${mounts} mounts, failures ${Object.entries(failures)
    .map(([group, count]) => `${group} ${count}`)
    .join(', ')}; ${loads.count} load times, p95 ${loads.p95Ms} ms${kindFigures(loads)}`;

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
