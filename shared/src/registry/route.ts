/**
 * The route rule, stated once for every side: the registry, the scaffold, a remote's package.json and the
 * registration of a remote. A remote is mounted at one top-level path segment, and everything under it is its own.
 */

/**
 * Paths the host server answers itself, for every client (health checks, Prometheus, the store's files on the host's
 * origin): a remote mounted there would answer monitors and scrapers that accept `*\/*` with its page. The server's
 * own prefixes (`/_platform`, `/_host`) start with a character no route can.
 */
export const RESERVED_ROUTES: readonly string[] = ['/healthz', '/metrics', '/remotes'];

/** What the rule asks of a route, for messages that say how to fix one. */
export const ROUTE_RULE =
  'one path segment of lowercase letters, digits and hyphens after a "/" (e.g. "/catalog"), other than ' +
  `${RESERVED_ROUTES.join(', ')}, which the host server answers itself`;

/** The rule as one regular expression, so that compiled schemas (decision 0039) check the reserved paths too. */
export const ROUTE_PATTERN = new RegExp(
  `^/(?!(?:${RESERVED_ROUTES.map((route) => route.slice(1)).join('|')})$)[a-z0-9][a-z0-9-]*$`,
);

/** A route a remote can be mounted at. */
export const isRoute = (route: string): boolean => ROUTE_PATTERN.test(route);
