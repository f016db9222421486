import * as z from 'zod';

/** The steps a rollout takes when none are given: a share of visitors in percent, ending at 100. */
export const DEFAULT_ROLLOUT_STEPS: readonly number[] = [5, 25, 50, 100];

/** How long each step lasts before the analysis judges it, when no interval is given. */
export const DEFAULT_ROLLOUT_INTERVAL_MS = 10 * 60_000;

/** The shortest interval a rollout may have: tests shorten intervals through it, and no real rollout needs less. */
export const MIN_ROLLOUT_INTERVAL_MS = 1000;

/** The longest: a step longer than a week is a rollout someone forgot. */
export const MAX_ROLLOUT_INTERVAL_MS = 7 * 24 * 60 * 60_000;

/** The most steps a rollout may have. */
const MAX_ROLLOUT_STEPS = 20;

/**
 * A rollout's steps (decision 0074): shares of visitors in percent, each above the one before, ending at 100. The
 * records, the deploy API and both commands check them with this one schema, so `mfp` refuses what the server would.
 */
export const rolloutStepsSchema = z
  .array(z.int().min(1).max(100))
  .min(1)
  .max(MAX_ROLLOUT_STEPS)
  .refine((steps) => steps.every((share, index) => index === 0 || share > steps[index - 1]!), 'must rise')
  .refine((steps) => steps.at(-1) === 100, 'must end at 100');

/** How long a step lasts, in milliseconds, within the limits above. */
export const rolloutIntervalSchema = z.int().min(MIN_ROLLOUT_INTERVAL_MS).max(MAX_ROLLOUT_INTERVAL_MS);
