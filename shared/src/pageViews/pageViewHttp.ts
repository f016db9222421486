/**
 * How a page-view token travels (decision 0087), apart from its schema: the browser's entry script needs these
 * without zod.
 */

/**
 * The header of a `/registry.json` answer that carries a fresh token for the tab's next page view (a client
 * navigation): the registry's body is one per revision, compressed once, so the token rides beside it. Read by the
 * page's own scripts (same origin), so no `Access-Control-Expose-Headers` is needed.
 */
export const PAGE_VIEW_HEADER = 'mfp-page-view';

/**
 * Why a count a browser sent was not counted, as the metrics' `reason` label and the status document say it:
 * - `no-token`: the body carried none (an old tab, or a client that never fetched a page);
 * - `bad-signature`: not a token this fleet signed, or altered;
 * - `expired`: signed, but past its expiry;
 * - `over-limit`: beyond what one page view may count (one mount and one load time per remote, a few failures);
 * - `wrong-release`: about a release the token's page did not name;
 * - `visitor-limit`: beyond what one visitor (one cohort) may count of a remote in ten minutes (decision 0091).
 */
export const PAGE_VIEW_REJECTIONS = [
  'no-token',
  'bad-signature',
  'expired',
  'over-limit',
  'wrong-release',
  'visitor-limit',
] as const;
export type PageViewRejection = (typeof PAGE_VIEW_REJECTIONS)[number];

/**
 * What a browser may claim about one page view's remote slot: a mount, a load time or a failure. The `sample` label of
 * the rejected counts, in the metrics and in the shared aggregates (decision 0090).
 */
export const PAGE_VIEW_CLAIMS = ['mount', 'timing', 'failure'] as const;
export type PageViewClaim = (typeof PAGE_VIEW_CLAIMS)[number];
