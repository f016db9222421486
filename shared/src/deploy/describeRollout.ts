import type { RolloutStatusAnswer } from './rolloutApiSchema';
import { formatDuration } from './duration';

/** `2026-01-31 14:05:09 UTC`: sortable, and unambiguous for a team in several time zones. */
const when = (at: string) => `${at.slice(0, 10)} ${at.slice(11, 19)} UTC`;

/** The analyses shown: the latest few, enough to see a trend, newest last. */
const SHOWN_ANALYSES = 5;

type AnalysisAnswer = NonNullable<RolloutStatusAnswer['rollout']>['analyses'][number];

/**
 * `    rejected samples: 14 (no-token 12, expired 2); failures over the cap: 5`: what an analysis left out (decision
 * 0090), as the status page says it; no line for a decision recorded before it was counted.
 */
function leftOutLines({ rejected, dropped }: AnalysisAnswer): string[] {
  const parts: string[] = [];
  if (rejected) {
    const reasons = Object.entries(rejected).filter(([, count]) => count > 0);
    const total = reasons.reduce((sum, [, count]) => sum + count, 0);
    const detail = reasons.map(([reason, count]) => `${reason} ${count}`).join(', ');
    parts.push(`rejected samples: ${total}${detail ? ` (${detail})` : ''}`);
  }
  if (dropped !== undefined) parts.push(`failures over the cap: ${dropped}`);
  return parts.length ? [`    ${parts.join('; ')}`] : [];
}

function runningLines(rollout: NonNullable<RolloutStatusAnswer['rollout']>): string[] {
  const { version, state, share, step, steps, intervalMs, startedBy } = rollout;
  const who = startedBy?.tokenId ?? [startedBy?.user, startedBy?.host].filter(Boolean).join('@');
  const next =
    state === 'paused' ? 'paused: no decision until resumed' : `next decision ${when(rollout.nextDecisionAt)}`;
  const lines = [
    `rollout of ${version}: ${state}, ${share}% of visitors (step ${step + 1} of ${steps.length}: ` +
      `${steps.join(',')}), judged every ${formatDuration(intervalMs)}`,
    `  started ${when(rollout.startedAt)}${who ? ` by ${who}` : ''}; this step since ${when(rollout.stepStartedAt)}; ${next}`,
  ];
  const thresholds = Object.entries(rollout.thresholds ?? {});
  if (thresholds.length) lines.push(`  thresholds: ${thresholds.map(([name, value]) => `${name}=${value}`).join(' ')}`);
  const analyses = rollout.analyses.slice(-SHOWN_ANALYSES);
  if (analyses.length === 0) lines.push('  no analysis yet');
  for (const analysis of analyses)
    lines.push(
      `  ${when(analysis.at)} at ${analysis.share}%: ${analysis.verdict}` +
        (analysis.reasons.length ? ` (${analysis.reasons.join('; ')})` : ''),
      ...leftOutLines(analysis),
    );
  return lines;
}

/**
 * What `mfp rollout status` and `npm run deploy -- <remote> --rollout status` print: the running rollout (share,
 * step, next decision, state, the latest analyses' verdicts, reasons and what they left out), then the ended
 * rollouts, newest first.
 * `startHint` is how the reader starts one, in the words of the command they ran.
 */
export function describeRollout(
  answer: RolloutStatusAnswer,
  startHint = `mfp rollout start ${answer.remote} <version>`,
): string[] {
  const lines = [`${answer.remote}: live ${answer.live ?? '(none)'}`];
  if (answer.rollout) lines.push(...runningLines(answer.rollout));
  else lines.push(`no rollout running (start one: ${startHint})`);
  if (answer.ended.length) lines.push('ended rollouts, newest first:');
  for (const ended of answer.ended)
    lines.push(
      `  ${ended.version} ${ended.outcome} by ${ended.by} at ${ended.share}% on ${when(ended.at)}: ${ended.reason}`,
    );
  return lines;
}
