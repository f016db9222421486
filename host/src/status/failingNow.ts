import type { FailureGroup } from '@mfp/shared/status';

/** Whether any of the failures happened in the last hour: what puts a card first and names it in the summary. */
export const failingNow = (failures: readonly FailureGroup[]): boolean =>
  failures.some((failure) => failure.lastHour > 0);
