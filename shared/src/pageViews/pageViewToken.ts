import { isRemoteName } from '../registry/remoteName';
import { isVersion } from '../registry/version';

/**
 * A page-view token (decision 0087): what the host server vouches for about one page it served, so that the counts a
 * browser sends (mounts, load times, failure reports) come only from pages the host served, within what that page
 * named. The server signs it (host/server/pageViews, with node:crypto); this is its format, for both sides.
 *
 * Text, `~`-separated, `~` being in neither a remote's name nor a version:
 * `1~<id>~<expiry, ms>~<cohort reference or empty>~<name@version,name@version...>~<HMAC-SHA-256, base64url>`.
 * - `id`: 128 random bits (base64url), what the server's per-token limits are kept by;
 * - `cohort`: a hash of the visitor's cohort, never the cohort itself (its cookie is HttpOnly: scripts must not read
 *   it), empty when the page named no rollout;
 * - the releases the page's registry named, its rollout or preview releases included.
 *
 * Not covered: a registry whose releases do not fit `PAGE_VIEW_TOKEN_LIMITS.releases` characters. The releases beyond
 * are left out of the token, and what browsers send about them is rejected as `wrong-release`.
 */
export interface PageView {
  id: string;
  /** When the token stops vouching for anything (ms since the epoch). */
  expiresAt: number;
  /** A reference to the visitor's cohort (see above); undefined when the page named no rollout. */
  cohort?: string;
  /** Remote name → the version the page named for it. */
  releases: Readonly<Record<string, string>>;
}

/** A parsed token: the view, the text its MAC covers, and the MAC as sent. Not yet verified. */
export interface ParsedPageViewToken {
  view: PageView;
  signed: string;
  mac: string;
}

export const PAGE_VIEW_TOKEN_VERSION = '1';

export const PAGE_VIEW_TOKEN_LIMITS = {
  /** The releases' part, in characters: about 150 remotes of usual names and versions. */
  releases: 3_800,
  /** The whole token: the releases, the id, the expiry, the cohort and the MAC. */
  token: 4_000,
} as const;

const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const COHORT_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const MAC_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The text the MAC covers: every field but the MAC, in the token's order. */
export function pageViewSignedText({ id, expiresAt, cohort, releases }: PageView): string {
  const named = Object.entries(releases)
    .map(([remote, version]) => `${remote}@${version}`)
    .join(',');
  return [PAGE_VIEW_TOKEN_VERSION, id, String(expiresAt), cohort ?? '', named].join('~');
}

/** The token of a view and its MAC (computed by the server over `pageViewSignedText`). */
export const pageViewTokenOf = (view: PageView, mac: string): string => `${pageViewSignedText(view)}~${mac}`;

/** Reads a token's fields; undefined for anything that is not a well-formed token. Says nothing about its MAC. */
export function parsePageViewToken(token: string): ParsedPageViewToken | undefined {
  if (token.length > PAGE_VIEW_TOKEN_LIMITS.token) return undefined;
  const parts = token.split('~');
  if (parts.length !== 6) return undefined;
  const [version, id = '', expires = '', cohort = '', named = '', mac = ''] = parts;
  const wellFormed =
    version === PAGE_VIEW_TOKEN_VERSION &&
    ID_PATTERN.test(id) &&
    /^\d{1,16}$/.test(expires) &&
    (cohort === '' || COHORT_PATTERN.test(cohort)) &&
    named.length <= PAGE_VIEW_TOKEN_LIMITS.releases &&
    MAC_PATTERN.test(mac);
  if (!wellFormed) return undefined;
  const releases = releasesOf(named);
  if (!releases) return undefined;
  const view: PageView = { id, expiresAt: Number(expires), ...(cohort ? { cohort } : {}), releases };
  return { view, signed: parts.slice(0, 5).join('~'), mac };
}

function releasesOf(named: string): Record<string, string> | undefined {
  const releases: Record<string, string> = {};
  if (named === '') return releases;
  for (const release of named.split(',')) {
    const [remote = '', version = '', ...rest] = release.split('@');
    if (rest.length > 0 || !isRemoteName(remote) || !isVersion(version) || remote in releases) return undefined;
    releases[remote] = version;
  }
  return releases;
}
