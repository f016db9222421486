import { PAGE_VIEW_REJECTIONS, type PageViewRejection } from '@mfp/shared/pageViews';
import { OVER_THE_CAP_DIGEST, type AggregateBatch } from '@mfp/store/aggregates';

/** What a verdict's record says its counts left out (decision 0090). */
export interface SamplesLeftOut {
  /** Samples no page-view token vouched for, by reason, every reason named. */
  rejected: Record<PageViewRejection, number>;
  /** Failures counted beyond a server's cap of distinct failures (`OVER_THE_CAP_DIGEST`). */
  dropped: number;
}

/**
 * What the counts of `remote` in `counts` (the analysis's window) left out: the samples rejected for either release
 * in `versions` or for none ('': the browser named no version the registry knew), and the failures of those releases
 * counted over the cap. The analysis counts the latter all the same (decision 0088); the record says how many there
 * were, since the status page lists none of their detail. A reader of the verdict sees how much was not counted, so a
 * flood of forged samples shows as such rather than as silence.
 */
export function samplesLeftOutOf(counts: AggregateBatch, remote: string, versions: readonly string[]): SamplesLeftOut {
  const rejected = Object.fromEntries(PAGE_VIEW_REJECTIONS.map((reason) => [reason, 0])) as SamplesLeftOut['rejected'];
  for (const row of counts.rejections)
    if (row.remote === remote && (row.version === '' || versions.includes(row.version)))
      rejected[row.reason] += row.count;
  const dropped = counts.failures
    .filter((row) => row.remote === remote && row.digest === OVER_THE_CAP_DIGEST && versions.includes(row.version))
    .reduce((sum, row) => sum + row.count, 0);
  return { rejected, dropped };
}
