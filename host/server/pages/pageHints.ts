import { fromAllowedOrigin } from '@mfp/shared/origins';
import type { RegistryEntry } from '@mfp/shared/registry';
import type { ReleaseFilesCache } from './releaseFilesCache';
import { recordedRouteHints, routeHints, type PreloadHint } from './routeHints';

/**
 * The preload hints of a page whose route `entry` renders: recorded with the release by its deploy (decision 0042),
 * or, for a release published before that, as this server learnt them itself (none until it has). None for an entry
 * on an origin the page may not load from.
 */
export function pageHints(
  entry: RegistryEntry | undefined,
  releases: ReleaseFilesCache,
  allowedRemoteOrigins: readonly string[],
): PreloadHint[] {
  if (!entry || !fromAllowedOrigin(entry.entry, allowedRemoteOrigins)) return [];
  if (entry.preload) return recordedRouteHints(entry, entry.preload);
  const release = releases.peek(entry);
  return release ? routeHints(entry, release) : [];
}
