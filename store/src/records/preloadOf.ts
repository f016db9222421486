import type { RegistryEntry } from '@mfp/shared/registry';
import type { RemoteReleases } from './releasesFile';

/** What a page preloads of a version's expose the entry mounts, when its deploy recorded it. */
export function preloadOf(release: RemoteReleases, version: string): RegistryEntry['preload'] {
  const recorded = release.preload?.[version];
  const of = <T>(byExpose: Record<string, T> | undefined): T | undefined =>
    byExpose && Object.hasOwn(byExpose, release.module) ? byExpose[release.module] : undefined;
  const chunks = of(recorded?.exposes);
  if (!recorded || !chunks) return undefined;
  const styles = of(recorded.styles);
  return {
    ...(recorded.entry === undefined ? {} : { entry: recorded.entry }),
    chunks,
    ...(styles === undefined ? {} : { styles }),
  };
}
