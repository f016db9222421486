import type { RemoteReleases } from '../records/releasesFile';

/**
 * Whether `version` of the remote is recorded as published: published without switching (`--no-switch`), or live at
 * some point. A rollout or a preview names only such versions: their integrity was recorded when they were published.
 */
export function isPublishedRelease(remote: RemoteReleases, version: string): boolean {
  return (
    (remote.published ?? []).some((release) => release.version === version) ||
    remote.history.some((release) => release.version === version)
  );
}
