import { parseOrigin, type OriginProblem } from './parseOrigin';

/*
 * A public URL prefix as STORE_PUBLIC_URL gives it: an origin, as strict as `parseOrigin` reads one (its origin ends up
 * in the pages' Content-Security-Policy), plus an optional path under which a CDN serves the store's files
 * (`https://cdn.example.com/mfp`). Registry entries are written below it, so it is written once, normalised: the
 * origin as `parseOrigin` spells it, the path as given, without a trailing slash.
 */

export type PublicUrlReading =
  { kind: 'url'; url: string; origin: string } | { kind: 'invalid'; problem: OriginProblem };

/** Everything up to the path: `scheme://authority`, where the authority holds no `/`. */
const ORIGIN_PART = /^([a-z][a-z0-9+.-]*:\/\/[^/]*)(\/.*)?$/i;
/** Unreserved characters and percent escapes only: nothing a URL parser would rewrite, nothing that ends a CSP. */
const PATH_SEGMENT = /^([A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})+$/;

/** Reads `scheme://host[:port][/path]`, with an optional trailing slash; no query, fragment or dot segments. */
export function parsePublicUrl(raw: string): PublicUrlReading {
  const invalid = (problem: OriginProblem): PublicUrlReading => ({ kind: 'invalid', problem });
  if (raw.includes('?')) return invalid('has a query (?…)');
  if (raw.includes('#')) return invalid('has a fragment (#…)');
  const [, originText = raw, pathText = ''] = ORIGIN_PART.exec(raw) ?? [];
  const origin = parseOrigin(originText);
  if (origin.kind === 'invalid') return origin;
  const trimmed = pathText.replace(/\/+$/, '');
  const segments = trimmed === '' ? [] : trimmed.slice(1).split('/');
  for (const segment of segments) {
    if (segment === '') return invalid(`has an empty path segment (${pathText})`);
    if (segment === '.' || segment === '..') return invalid(`has a dot segment in its path (${pathText})`);
    if (!PATH_SEGMENT.test(segment)) {
      return invalid(
        `has a path (${pathText}) with characters other than letters, digits, "-", ".", "_", "~" and %-escapes`,
      );
    }
  }
  return { kind: 'url', url: `${origin.origin}${trimmed}`, origin: origin.origin };
}
