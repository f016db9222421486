import type { CohortCost } from './measureCohortCost';

/** The cohort's cost as `npm run load` prints it. */
export const cohortCostLine = (cost: CohortCost): string =>
  `cohort: ${cost.rolloutMsPerPage.toFixed(3)} ms per page with a 50% rollout, ${cost.plainMsPerPage.toFixed(3)} ` +
  `without; ratio ${cost.ratio.toFixed(2)} (median of ${cost.pairs} pairs)`;
