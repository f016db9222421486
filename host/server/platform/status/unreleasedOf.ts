import { MAX_PREVIEW_RELEASES } from '@mfp/shared/registry';
import type { UnreleasedStatus } from '@mfp/shared/status';
import type { RemoteReleases } from '@mfp/store/releases';
import { previewHref } from '../../previews/previewHref';
import { signPreview } from '../../previews/previewLink';

/** How long the status page's preview links work: a day, as issue 33 asks of a link an admin passes on. */
const STATUS_PREVIEW_LINK_MS = 24 * 60 * 60_000;

/**
 * A remote's releases published without switching that hosts offer to preview (decision 0074: the latest
 * MAX_PREVIEW_RELEASES never live and still in the store, as the stored registry names them), the latest first, each
 * with a preview link signed with the fleet's key, valid for a day from `now`.
 */
export function unreleasedOf(
  name: string,
  releases: RemoteReleases,
  { inStore, key, now }: { inStore: readonly string[]; key: Buffer; now: Date },
): UnreleasedStatus[] {
  const wentLive = new Set(releases.history.map((event) => event.version));
  const expiresAt = now.getTime() + STATUS_PREVIEW_LINK_MS;
  return (releases.published ?? [])
    .filter(({ version }) => !wentLive.has(version) && inStore.includes(version))
    .slice(-MAX_PREVIEW_RELEASES)
    .toReversed()
    .map((published) => ({
      version: published.version,
      publishedAt: published.at,
      publishedBy: published.tokenId ?? published.user,
      previewLink: previewHref(
        releases.route,
        signPreview({ remote: name, version: published.version, expiresAt }, key),
      ),
      previewExpiresAt: new Date(expiresAt).toISOString(),
    }));
}
