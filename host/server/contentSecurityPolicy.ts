/**
 * The Content-Security-Policy of the host's pages. Scripts may come only from the host itself, from the origins
 * allowed to serve remotes and, while overrides are on, from the origins overrides may use (patterns such as
 * `http://localhost:*`, which is CSP source syntax), so a registry entry or an override elsewhere cannot run code in
 * the page even if a client loaded it.
 * Deliberately left open: `connect-src` (remotes call their own APIs), `style-src` (the host uses inline style
 * attributes) and `img-src`. No `unsafe-eval`: remotes use `publicPath: 'auto'`, never `getPublicPath` (decision 0006).
 */
export function hostContentSecurityPolicy(
  allowedRemoteOrigins: readonly string[],
  overrideOrigins: readonly string[] = [],
): string {
  return [
    ['script-src', "'self'", ...new Set([...allowedRemoteOrigins, ...overrideOrigins])].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
