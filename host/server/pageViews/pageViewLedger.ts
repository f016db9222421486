import type { PageView, PageViewClaim, PageViewRejection } from '@mfp/shared/pageViews';
import { createVisitorLedger, type VisitorLedger } from './visitorLedger';

/**
 * What one page view may count per slot (decision 0087): a page mounts a remote's slot once, times that mount once,
 * and that mount fails once. The analysis compares failures per mount; with three, one real token replayed by a
 * client with no visitor counted three failures against one mount, which at a rollout's first dozen mounts decided a
 * healthy release worse (issue 41's browser test). A retry's second report, or a last known-good release's, is still
 * answered and logged, and counted as `over-limit` or `wrong-release`.
 */
const PER_SLOT_LIMITS: Readonly<Record<PageViewClaim, number>> = { mount: 1, timing: 1, failure: 1 };

/** Tokens remembered at most: a busy server's two hours of page views; the least recently used goes first. */
const MAX_REMEMBERED_PAGE_VIEWS = 200_000;

/** The slot of failures that name no remote (the host's, the registry's): limited like a remote's. */
export const NO_REMOTE_SLOT = '';

export interface PageViewLedger {
  /**
   * Whether a claim of `view`'s page counts: `counted`, and remembered, when the page named that release, its slot's
   * limit is not reached and neither is its visitor's (`VisitorLedger`, for a token naming a cohort, decision 0091);
   * otherwise why not. A claim about no remote (`NO_REMOTE_SLOT`) names no release.
   */
  claim(
    view: PageView,
    claim: PageViewClaim,
    remote: string,
    version: string | undefined,
  ): 'counted' | PageViewRejection;
  /** How many tokens are remembered, for tests. */
  size(): number;
}

/**
 * What each page view has counted so far, in this server's memory, bounded by `maxViews` (an LRU over the tokens'
 * ids) and by the tokens' expiry: an expired token is rejected before the ledger, so its entry is dropped when seen.
 *
 * Not covered: a fleet. N host servers behind a balancer each keep their own ledger, so one token can count at most
 * N times (a client replays it to each server). That is bounded and small (N is a handful), and the fleet shares no
 * memory to do better without a store round trip per beacon; the per-address rate limits bound how many pages a
 * client can fetch to mint tokens. A server that restarts forgets its ledger: a token then counts once more there.
 * A page that named no rollout has no cohort in its token: its claims are limited per page view only.
 */
export function createPageViewLedger(
  maxViews = MAX_REMEMBERED_PAGE_VIEWS,
  now = Date.now,
  visitors: VisitorLedger = createVisitorLedger({ now }),
): PageViewLedger {
  const views = new Map<string, { expiresAt: number; counts: Map<string, number> }>();

  function entryOf(view: PageView) {
    let entry = views.get(view.id);
    if (entry) views.delete(view.id);
    else entry = { expiresAt: view.expiresAt, counts: new Map() };
    // Most recently used last: eviction takes the first, and drops the expired it meets on the way.
    views.set(view.id, entry);
    for (const [id, oldest] of views) {
      if (views.size <= maxViews && oldest.expiresAt > now()) break;
      if (id === view.id) break;
      views.delete(id);
    }
    return entry;
  }

  return {
    claim(view, claim, remote, version) {
      if (remote !== NO_REMOTE_SLOT && (version === undefined || view.releases[remote] !== version))
        return 'wrong-release';
      const entry = entryOf(view);
      const key = `${claim} ${remote}`;
      const counted = entry.counts.get(key) ?? 0;
      if (counted >= PER_SLOT_LIMITS[claim]) return 'over-limit';
      // The visitor's allowance is taken only by a claim its page view may make, and a refused one uses no slot.
      if (view.cohort !== undefined && !visitors.claim(view.cohort, claim, remote)) return 'visitor-limit';
      entry.counts.set(key, counted + 1);
      return 'counted';
    },
    size: () => views.size,
  };
}
