import type { PageView, PageViewClaim, PageViewRejection } from '@mfp/shared/pageViews';
import { createPageViewLedger, type PageViewLedger } from './pageViewLedger';
import { verifyPageView } from './pageViewSignature';

/** One body's token, checked once: the page view it vouches for, or why it vouches for nothing. */
type VouchedBy = { kind: 'view'; view: PageView } | { kind: 'rejected'; reason: PageViewRejection };

export interface PageViewGate {
  /** Reads a body's `pageView` field: verified (MAC, expiry), not yet claimed against. */
  vouch(token: string | undefined): VouchedBy;
  /**
   * How many of `count` like claims count: 1 when the token vouches for the release and the page view's limit for it
   * is not reached (`PageViewLedger`), else 0; one page view never counts a slot's mount twice, whatever it claims.
   * What does not count is told to `onRejected`, with its reason.
   */
  admit(by: VouchedBy, claim: PageViewClaim, remote: string, version: string | undefined, count?: number): number;
}

/** A claim that was not counted: what it claimed, of which remote's slot and release, and why not. */
export interface RejectedClaim {
  reason: PageViewRejection;
  sample: PageViewClaim;
  /** The slot's remote as the browser named it (`NO_REMOTE_SLOT` for a failure of none), not yet bounded. */
  remote: string;
  version: string | undefined;
}

export interface PageViewGateOptions {
  /** The tokens' key (`pageViewKeyOf` the fleet's secret). */
  key: Buffer;
  /**
   * Told of every claim not counted, `count` times: the metrics' `mfp_rejected_samples_total`, and the aggregates'
   * rejected samples that the rollout analysis's record reports (decision 0090).
   */
  onRejected: (rejected: RejectedClaim, count: number) => void;
  ledger?: PageViewLedger;
  now?: () => number;
}

/**
 * What stands between a browser's beacon or report and the counts (decision 0087): only what a page the host served
 * vouches for is counted, within one page view's limits. The answer to the browser never depends on it.
 */
export function createPageViewGate({
  key,
  onRejected,
  now = Date.now,
  ledger = createPageViewLedger(undefined, now),
}: PageViewGateOptions): PageViewGate {
  return {
    vouch(token) {
      if (token === undefined) return { kind: 'rejected', reason: 'no-token' };
      const check = verifyPageView(token, key, now());
      return check.status === 'valid' ? { kind: 'view', view: check.view } : { kind: 'rejected', reason: check.reason };
    },
    admit(by, claim, remote, version, count = 1) {
      const outcome = by.kind === 'view' ? ledger.claim(by.view, claim, remote, version) : by.reason;
      if (outcome !== 'counted') {
        onRejected({ reason: outcome, sample: claim, remote, version }, count);
        return 0;
      }
      // The rest of a beacon's claim (a mount counted 160 times) is beyond what one page view may count.
      if (count > 1) onRejected({ reason: 'over-limit', sample: claim, remote, version }, count - 1);
      return 1;
    },
  };
}
