/** The latest analyses a running rollout keeps: the status page shows them, the audit has each one. */
export const MAX_KEPT_ANALYSES = 10;

/** Ended rollouts kept per remote, newest last: the status page's history. */
export const MAX_ENDED_ROLLOUTS = 20;

/** The steps a rollout takes when none are given: a share of visitors in percent, ending at 100. */
export const DEFAULT_ROLLOUT_STEPS: readonly number[] = [5, 25, 50, 100];

/** How long each step lasts before the analysis judges it, when no interval is given. */
export const DEFAULT_ROLLOUT_INTERVAL_MS = 10 * 60_000;

/** The shortest interval a rollout may have: tests shorten intervals through it, and no real rollout needs less. */
export const MIN_ROLLOUT_INTERVAL_MS = 1000;

/** The longest: a step longer than a week is a rollout someone forgot. */
export const MAX_ROLLOUT_INTERVAL_MS = 7 * 24 * 60 * 60_000;
