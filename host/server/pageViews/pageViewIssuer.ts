import { createHash, randomBytes } from 'node:crypto';
import { PAGE_VIEW_TOKEN_LIMITS, type PageView } from '@mfp/shared/pageViews';
import { createPageViewAllowance, type PageViewAllowance } from './pageViewAllowance';
import { signPageView } from './pageViewSignature';

/** How long a page view's token vouches for what its tab sends: a long visit's mounts, load times and failures. */
const PAGE_VIEW_TTL_MS = 2 * 60 * 60 * 1000;

/** What a token is issued from: the visitor's registry (a `ServedRegistry`), its releases and their cohort. */
interface PageRegistry {
  entries: readonly { name: string; version?: string }[];
}

/**
 * A new token for one page view of the registry `served` (a page, or a `/registry.json` answer) by the client at
 * `address` (`request.ip`); undefined once that address has had its allowance of tokens (`PageViewAllowance`): the page
 * is served as ever, and what its tab sends counts as `no-token`.
 */
export type IssuePageView = (
  served: { snapshot: { page: PageRegistry }; cohort?: string },
  address: string,
) => string | undefined;

export interface PageViewIssuerOptions {
  /** The tokens' key (`pageViewKeyOf` the fleet's secret). */
  key: Buffer;
  /** Page views per client address and window that get a token (PAGE_VIEWS_PER_ADDRESS); the default's unless told. */
  allowance?: PageViewAllowance;
  ttlMs?: number;
  now?: () => number;
}

/**
 * Signs a token for each page view (decision 0087), within each address's allowance (decision 0092): a random id, the expiry, a reference to the visitor's cohort and
 * the releases their registry names (rollout and preview releases included: `served` is the visitor's own). The
 * releases are worked out once per registry variant.
 */
export function createPageViewIssuer({
  key,
  allowance = createPageViewAllowance(),
  ttlMs = PAGE_VIEW_TTL_MS,
  now = Date.now,
}: PageViewIssuerOptions) {
  const releasesByRegistry = new WeakMap<PageRegistry, Record<string, string>>();
  const releasesOf = (page: PageRegistry) => {
    let releases = releasesByRegistry.get(page);
    if (!releases) releasesByRegistry.set(page, (releases = namedReleases(page)));
    return releases;
  };
  const issue: IssuePageView = ({ snapshot, cohort }, address) => {
    if (!allowance.take(address)) return undefined;
    const view: PageView = {
      id: randomBytes(16).toString('base64url'),
      expiresAt: now() + ttlMs,
      ...(cohort ? { cohort: cohortReference(cohort) } : {}),
      releases: releasesOf(snapshot.page),
    };
    return signPageView(view, key);
  };
  return issue;
}

/**
 * The cohort as a token names it: a hash, so that a script reading the token (every script of the page can) learns
 * nothing it could set as another visitor's cookie; the cohort cookie itself is HttpOnly.
 */
const cohortReference = (cohort: string): string =>
  createHash('sha256').update(`mfp cohort reference ${cohort}`).digest('base64url').slice(0, 22);

/** Every entry's release, in the registry's order, as many as fit the token (see `PAGE_VIEW_TOKEN_LIMITS`). */
function namedReleases(page: PageRegistry): Record<string, string> {
  const releases: Record<string, string> = {};
  let length = 0;
  for (const { name, version } of page.entries) {
    if (version === undefined || name in releases) continue;
    length += name.length + version.length + 2;
    if (length > PAGE_VIEW_TOKEN_LIMITS.releases) break;
    releases[name] = version;
  }
  return releases;
}
