import { parseDuration, previewTtlProblem } from '@mfp/shared/deploy';
import {
  rolloutIntervalSchema,
  rolloutStepsSchema,
  THRESHOLD_NAMES,
  thresholdOverridesSchema,
  type ThresholdOverrides,
} from '@mfp/shared/rollouts';
import { usageError } from './parseCommandLine';

/** A rollout's options as `mfp rollout start` and `npm run deploy -- <remote> --canary` take them. */
export interface RolloutOptions {
  steps?: number[];
  intervalMs?: number;
  thresholds?: ThresholdOverrides;
}

const firstIssue = (error: { issues: readonly { message: string }[] }) => error.issues[0]?.message ?? 'is invalid';

function stepsOf(text: string, usage: string): number[] {
  const steps = text.split(',').map((part) => Number(part.trim()));
  const parsed = rolloutStepsSchema.safeParse(steps);
  if (parsed.success) return parsed.data;
  throw usageError(
    `--steps "${text}" ${firstIssue(parsed.error)}: give percents of visitors, rising, ending at 100 (e.g. 5,25,50,100)`,
    usage,
  );
}

function intervalOf(text: string, usage: string): number {
  const parsed = rolloutIntervalSchema.safeParse(parseDuration(text));
  if (parsed.success) return parsed.data;
  throw usageError(`--interval "${text}" must be a duration from 1s to 7d (e.g. 90s, 10m, 2h)`, usage);
}

function thresholdsOf(pairs: readonly string[], usage: string): ThresholdOverrides {
  const given: Record<string, number> = {};
  for (const pair of pairs) {
    const [name = '', value = ''] = pair.split('=', 2);
    if (!(THRESHOLD_NAMES as string[]).includes(name) || value.trim() === '' || !Number.isFinite(Number(value)))
      throw usageError(
        `--threshold "${pair}" is not <name>=<number> with a name of ${THRESHOLD_NAMES.join(', ')}`,
        usage,
      );
    given[name] = Number(value);
  }
  const parsed = thresholdOverridesSchema.strict().safeParse(given);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw usageError(`--threshold ${String(issue?.path[0])}: ${issue?.message ?? 'is invalid'}`, usage);
}

/**
 * `--steps 5,25,50,100`, `--interval 10m` and `--threshold <name>=<value>` (repeatable), checked with the schemas the
 * deploy API checks them with, so a bad one is a bad command line (exit 2) naming the flag, before anything is sent.
 */
export function rolloutOptionsOf(
  values: { steps?: string; interval?: string; threshold?: string[] },
  usage: string,
): RolloutOptions {
  return {
    ...(values.steps !== undefined && { steps: stepsOf(values.steps, usage) }),
    ...(values.interval !== undefined && { intervalMs: intervalOf(values.interval, usage) }),
    ...(values.threshold?.length && { thresholds: thresholdsOf(values.threshold, usage) }),
  };
}

/** `--preview-ttl 24h`: how long a preview link lasts, from a second to a week. */
export function previewTtlOf(text: string | undefined, usage: string): number | undefined {
  if (text === undefined) return undefined;
  const ttlMs = parseDuration(text);
  const problem = ttlMs === undefined ? 'is not a duration' : previewTtlProblem(ttlMs);
  if (problem === undefined) return ttlMs;
  throw usageError(`--preview-ttl "${text}" ${problem}`, usage);
}
