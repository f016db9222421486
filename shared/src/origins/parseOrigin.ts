/**
 * Origins as settings give them (ALLOWED_REMOTE_ORIGINS, and the origin of STORE_PUBLIC_URL, read by @mfp/store and
 * @mfp/host-server). Each origin ends up in the pages' Content-Security-Policy and in the list the browser compares
 * registry entries with, so it is read strictly and written once, normalised: lower case, no trailing slash, no
 * default port. `new URL` alone is not enough: it accepts `http://*.example.com`, quotes and `;` in host names, and
 * silently drops tabs and line breaks.
 */

/** Why a text is not an origin, as a phrase that follows "which …". */
export type OriginProblem = string;

/** Host names as a Content-Security-Policy can name them: letters, digits, dots and hyphens (ASCII, so IDNs as punycode). */
const CSP_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;
const SCHEME_PREFIX = /^([a-z][a-z0-9+.-]*):/i;

/** Characters that would break out of a CSP source list or hide another origin, checked on the text as written. */
const FORBIDDEN: readonly [RegExp, OriginProblem][] = [
  [/;/, "contains a semicolon, which would end a directive of the pages' Content-Security-Policy"],
  [/['"`]/, 'contains a quote (write the origin without quotes)'],
  [/\*/, 'has a wildcard (list every origin in full)'],
  [/,/, 'contains a comma (this setting takes one origin)'],
  [/\s/, 'contains a space or line break (separate origins with commas only)'],
  [/\\/, 'contains a backslash'],
  [/[^\x21-\x7e]/, 'contains a character outside printable ASCII (write an international host name as punycode)'],
];

export type OriginReading = { kind: 'origin'; origin: string } | { kind: 'invalid'; problem: OriginProblem };

/**
 * Reads `scheme://host[:port]` with an optional trailing slash. Not covered: whether the host resolves or answers,
 * which only a request can tell; IPv6 literals, which a Content-Security-Policy cannot name, are refused.
 */
export function parseOrigin(raw: string): OriginReading {
  const invalid = (problem: OriginProblem): OriginReading => ({ kind: 'invalid', problem });
  for (const [pattern, problem] of FORBIDDEN) if (pattern.test(raw)) return invalid(problem);
  const scheme = SCHEME_PREFIX.exec(raw)?.[1]?.toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') {
    // `localhost:3100` parses as the scheme `localhost:`; only `x://` is meant as a scheme.
    return invalid(
      scheme && raw.includes('://')
        ? `has the scheme "${scheme}:", not http: or https:`
        : 'has no http:// or https:// scheme',
    );
  }
  if (!raw.slice(scheme.length + 1).startsWith('//') || raw.slice(scheme.length + 3).startsWith('/')) {
    return invalid(`is not written ${scheme}://host`);
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return invalid('is not a URL (check the host name, and that the port is a number from 0 to 65535)');
  }
  if (url.username || url.password || raw.includes('@')) return invalid('has credentials (user@ or user:password@)');
  if (raw.includes('?')) return invalid('has a query (?…)');
  if (raw.includes('#')) return invalid('has a fragment (#…)');
  if (url.pathname !== '/') return invalid(`has a path (${url.pathname})`);
  if (url.hostname.startsWith('[')) return invalid('is an IPv6 address, which a Content-Security-Policy cannot name');
  if (!CSP_HOST.test(url.hostname))
    return invalid('has a host name a Content-Security-Policy cannot name (letters, digits, dots and hyphens)');
  return { kind: 'origin', origin: url.origin };
}
