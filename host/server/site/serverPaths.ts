import { isUnderRoute } from '@mfp/shared/registry';

/** The platform's views and APIs, and the browsers' failure reports and load-time beacons. */
const SERVER_PREFIXES: readonly string[] = ['/_platform', '/_host'];

/**
 * Whether a path is under a prefix the host server keeps for itself. No remote can be mounted there (a route starts
 * with a letter or a digit), so a path under them that none of the server's routes answers is nothing at all: the
 * plain JSON 404, never the page, whatever the Accept. An API client sending `*\/*` (curl, a script) then reads a JSON
 * error, and an unknown path under `/_platform` answers as a guarded one does to anyone but an admin (decision 0044).
 */
export function isServerPath(pathname: string): boolean {
  return SERVER_PREFIXES.some((prefix) => isUnderRoute(pathname, prefix));
}
