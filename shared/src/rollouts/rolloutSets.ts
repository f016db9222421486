/*
 * A rollout's closed sets, each spelled once (decision 0074). Plain tuples, no zod: the status page's schemas are
 * zod/mini and take them as `z.literal(...)` (decision 0046), the records' and the deploy API's as `z.enum(...)`
 * (`rolloutSetSchemas.ts`).
 */

/** Where a rollout stands: `paused` keeps its share and takes no decision until resumed. */
export const ROLLOUT_STATES = ['running', 'paused'] as const;
export type RolloutState = (typeof ROLLOUT_STATES)[number];

/** The three answers of the analysis (decision 0073); `inconclusive` is never a pass. */
export const ROLLOUT_VERDICTS = ['worse', 'as-good', 'inconclusive'] as const;
export type Verdict = (typeof ROLLOUT_VERDICTS)[number];

/** How a rollout ended: its release went live (`completed`) or was taken back (`aborted`). */
export const ROLLOUT_OUTCOMES = ['completed', 'aborted'] as const;
export type RolloutOutcome = (typeof ROLLOUT_OUTCOMES)[number];

/** Who ended it: the platform's analysis, or someone's command (promote, abort). */
export const ROLLOUT_ENDERS = ['analysis', 'command'] as const;
export type RolloutEnder = (typeof ROLLOUT_ENDERS)[number];
