/** The latest analyses a running rollout keeps: the status page shows them, the audit has each one. */
export const MAX_KEPT_ANALYSES = 10;

/** Ended rollouts kept per remote, newest last: the status page's history. */
export const MAX_ENDED_ROLLOUTS = 20;

// Steps and intervals are the deploy API's contract too: `mfp` checks them before asking (`@mfp/shared/rollouts`).
export {
  DEFAULT_ROLLOUT_INTERVAL_MS,
  DEFAULT_ROLLOUT_STEPS,
  MAX_ROLLOUT_INTERVAL_MS,
  MIN_ROLLOUT_INTERVAL_MS,
} from '@mfp/shared/rollouts';
