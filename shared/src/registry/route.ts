/**
 * The route rule, stated once for every side: the registry, the scaffold, a remote's package.json and the
 * registration of a remote. A remote is mounted at one top-level path segment, and everything under it is its own.
 */

/** What the rule asks of a route, for messages that say how to fix one. */
export const ROUTE_RULE = 'one path segment of lowercase letters, digits and hyphens after a "/" (e.g. "/catalog")';

export const ROUTE_PATTERN = /^\/[a-z0-9][a-z0-9-]*$/;

/** A route a remote can be mounted at. */
export const isRoute = (route: string): boolean => ROUTE_PATTERN.test(route);
