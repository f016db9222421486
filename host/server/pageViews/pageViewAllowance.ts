import { FAILURE_BUCKET_MS } from '@mfp/store/aggregates';
import { createWindowedCounts } from './windowedCounts';

/** The window a client address's page views are counted in: the aggregates' ten-minute bucket, as a visitor's. */
const PAGE_VIEW_WINDOW_MS = FAILURE_BUCKET_MS;

/**
 * PAGE_VIEWS_PER_ADDRESS's default: page views per client address and window whose tokens vouch for anything. A person
 * reading pages opens a few a minute; an office behind one address opens more, and its views beyond still get their
 * pages, only not counted.
 */
export const DEFAULT_PAGE_VIEWS_PER_ADDRESS = 60;

/** Addresses remembered at most: the least recently seen goes first. */
const MAX_REMEMBERED_ADDRESSES = 50_000;

export interface PageViewAllowance {
  /** Whether `address` may have one more vouching page view in the current window; taking it when so. */
  take(address: string): boolean;
}

export interface PageViewAllowanceOptions {
  perAddress?: number;
  windowMs?: number;
  maxAddresses?: number;
  now?: () => number;
}

/**
 * How many page views of one client address a server vouches for per window (decision 0087, amended by 0092): a token
 * is what lets a beacon count, and minting one costs a request, so the tokens one address is given bound what one
 * client can claim, whatever it sends. Fixed windows per address, in this server's memory.
 *
 * Not covered: a fleet (each of N servers gives an address its own allowance), and a client with more addresses than
 * `maxAddresses` (an evicted address starts a fresh window). Both bound a client's weight by N or by its addresses, not
 * by nothing; the analysis's per-visitor cap (decision 0091) applies within either.
 */
export function createPageViewAllowance({
  perAddress = DEFAULT_PAGE_VIEWS_PER_ADDRESS,
  windowMs = PAGE_VIEW_WINDOW_MS,
  maxAddresses = MAX_REMEMBERED_ADDRESSES,
  now = Date.now,
}: PageViewAllowanceOptions = {}): PageViewAllowance {
  const addresses = createWindowedCounts({ windowMs, maxKeys: maxAddresses, now });
  return { take: (address) => addresses.take(address, 'page view', perAddress) };
}
