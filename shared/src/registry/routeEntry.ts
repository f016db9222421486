import type { RegistryEntry } from './registrySchema';

/**
 * Whether `pathname` is `route` or anything below it, as the shell's routes match (`<route>/*`, case-insensitive like
 * react-router's).
 */
export function isUnderRoute(pathname: string, route: string): boolean {
  const path = pathname.toLowerCase();
  const mount = route.toLowerCase();
  return path === mount || path.startsWith(`${mount}/`);
}

/** The registry entry whose remote renders `pathname` (`isUnderRoute`), or undefined for the host's own pages. */
export function routeEntry(remotes: readonly RegistryEntry[], pathname: string): RegistryEntry | undefined {
  return remotes.find((remote) => isUnderRoute(pathname, remote.route));
}
