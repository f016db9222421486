/**
 * The Content-Security-Policy of the host's pages. Scripts may come only from the host itself and from the origins
 * allowed to serve remotes, so a registry entry elsewhere cannot run code in the page even if a client loaded it.
 * Deliberately left open: `connect-src` (remotes call their own APIs), `style-src` (the host uses inline style
 * attributes) and `img-src`. No `unsafe-eval`: remotes use `publicPath: 'auto'`, never `getPublicPath` (decision 0006).
 */
export function hostContentSecurityPolicy(allowedRemoteOrigins: readonly string[]): string {
  return [
    ['script-src', "'self'", ...allowedRemoteOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
