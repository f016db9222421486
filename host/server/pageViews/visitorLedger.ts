import { FAILURE_BUCKET_MS } from '@mfp/store/aggregates';
import type { PageViewClaim } from '@mfp/shared/pageViews';
import { createWindowedCounts } from './windowedCounts';

/**
 * What one visitor (one cohort) may count per remote in one window (decision 0091), whatever number of pages it loads:
 * - `mount`: 20, a page of that remote every 30 s, more than a person reads; one visitor is at most a fifth of the
 *   analysis's smallest sample (`minMounts`, 100), so it can neither fill it nor dilute a failing release's rate much;
 * - `timing`: 2. A p95 over the smallest sample (`minLoads`, 50) is set by its slowest 3 loads; at the default sample
 *   rate (one mount in ten) a visitor sends about 2 in 20 mounts anyway;
 * - `failure`: 3, three page views' (one each, decision 0092). At 100 mounts a side and none failing on the stable one,
 *   8 failures make a release worse (`rateDifference`, measured): no single visitor gets there in one window. A visitor
 *   whose every page fails still counts 3 in at most 20 mounts, 15%, far above what aborts.
 */
export const PER_VISITOR_LIMITS: Readonly<Record<PageViewClaim, number>> = { mount: 20, timing: 2, failure: 3 };

/** The window: the aggregates' ten-minute buckets, so a visitor's weight is capped in each bucket the analysis reads. */
const VISITOR_WINDOW_MS = FAILURE_BUCKET_MS;

/** Visitors remembered at most; the least recently seen goes first (a forgotten one starts a fresh window). */
const MAX_REMEMBERED_VISITORS = 100_000;

export interface VisitorLedger {
  /** Whether `cohort` may count one more `claim` of `remote` in this window: true counts it (and remembers it). */
  claim(cohort: string, claim: PageViewClaim, remote: string): boolean;
  /** How many visitors are remembered, for tests. */
  size(): number;
}

export interface VisitorLedgerOptions {
  limits?: Readonly<Record<PageViewClaim, number>>;
  windowMs?: number;
  maxVisitors?: number;
  now?: () => number;
}

/**
 * Each visitor's counts per remote in the current window, in this server's memory, bounded by `maxVisitors` (an LRU
 * over the cohort references). Only what the page-view ledger admits reaches it.
 *
 * Not covered: a visitor that drops its cohort cookie is a new visitor with a fresh allowance; a fleet of N servers
 * lets a visitor count up to N times the limits (each server keeps its own ledger, as for tokens).
 */
export function createVisitorLedger({
  limits = PER_VISITOR_LIMITS,
  windowMs = VISITOR_WINDOW_MS,
  maxVisitors = MAX_REMEMBERED_VISITORS,
  now = Date.now,
}: VisitorLedgerOptions = {}): VisitorLedger {
  const visitors = createWindowedCounts({ windowMs, maxKeys: maxVisitors, now });
  return {
    claim: (cohort, claim, remote) => visitors.take(cohort, `${claim} ${remote}`, limits[claim]),
    size: visitors.size,
  };
}
