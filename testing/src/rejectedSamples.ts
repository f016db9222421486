import { PAGE_VIEW_REJECTIONS, type PageViewRejection } from '@mfp/shared/pageViews';

/**
 * A verdict record's `rejected` as the analysis writes it, every reason listed: `counts`, and 0 for the rest. A
 * reason added to `PAGE_VIEW_REJECTIONS` then changes no test that does not count it.
 */
export function rejectedSamples(
  counts: Partial<Record<PageViewRejection, number>> = {},
): Record<PageViewRejection, number> {
  return Object.fromEntries(PAGE_VIEW_REJECTIONS.map((reason) => [reason, counts[reason] ?? 0])) as Record<
    PageViewRejection,
    number
  >;
}
