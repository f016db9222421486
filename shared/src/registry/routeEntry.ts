import type { RegistryEntry } from './registrySchema';

/**
 * The registry entry whose remote renders `pathname`: its route or anything below it, as the shell's routes match
 * (`<route>/*`, case-insensitive like react-router's), or undefined for the host's own pages.
 */
export function routeEntry(remotes: readonly RegistryEntry[], pathname: string): RegistryEntry | undefined {
  const path = pathname.toLowerCase();
  return remotes.find((remote) => {
    const route = remote.route.toLowerCase();
    return path === route || path.startsWith(`${route}/`);
  });
}
