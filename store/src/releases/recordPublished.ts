import { recordIntegrity, type RecordedIntegrity } from '../records/recordIntegrity';
import type { RecordedRelease, RemoteReleases } from '../records/releasesFile';

/** Releases published without switching that the records keep per remote, the latest: years of previews stay small. */
const MAX_PUBLISHED_KEPT = 100;

/**
 * Records a version published without going live (decision 0074): its integrity beside the live ones', and a
 * `published` entry saying who published it and when. A version published twice keeps its first entry: its bytes are
 * the same (versions are immutable), and the first is when it became previewable.
 */
export function recordPublished(
  remote: RemoteReleases,
  release: RecordedRelease,
  integrity: RecordedIntegrity | undefined,
): void {
  if (integrity) recordIntegrity(remote, release.version, integrity);
  if ((remote.published ?? []).some((published) => published.version === release.version)) return;
  const { action: _action, ...event } = release;
  remote.published = [...(remote.published ?? []), event].slice(-MAX_PUBLISHED_KEPT);
}
