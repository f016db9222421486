import { MAX_PREVIEW_RELEASES, type AlternateRelease, type StoredEntryFields } from '@mfp/shared/registry';
import { manifestUrl } from './manifestUrl';
import { preloadOf } from './preloadOf';
import type { RemoteReleases } from './releasesFile';

/** A version of the remote other than the live one, with what a host serves it with, as its deploy recorded them. */
function alternateRelease(name: string, release: RemoteReleases, version: string, storePublicUrl: string) {
  const publishedAt = release.published?.find((published) => published.version === version)?.at;
  const integrity = release.integrity?.[version];
  const preload = preloadOf(release, version);
  const server = release.server?.[version];
  const alternate: AlternateRelease = {
    version,
    entry: manifestUrl(storePublicUrl, name, version),
    ...(publishedAt === undefined ? {} : { publishedAt }),
    ...(integrity === undefined ? {} : { integrity }),
    ...(preload === undefined ? {} : { preload }),
    ...(server === undefined ? {} : { server }),
  };
  return alternate;
}

/**
 * What the stored registry adds to a remote's entry for host servers (decision 0074): its running rollout, at its
 * current step's share, and the latest releases published without switching that never went live, for preview links.
 * A version whose folder is gone from the store is left out of both: it could not serve. A paused rollout keeps its
 * share, so no visitor changes release while it is paused.
 */
export function deliveryFields(
  name: string,
  release: RemoteReleases,
  storePublicUrl: string,
  published: ReadonlySet<string> | undefined,
): StoredEntryFields {
  const isPublished = (version: string) => published?.has(version) ?? true;
  const fields: StoredEntryFields = {};
  const rollout = release.rollout;
  if (rollout && isPublished(rollout.version))
    fields.rollout = {
      share: rollout.steps[rollout.step] ?? 0,
      release: alternateRelease(name, release, rollout.version, storePublicUrl),
    };
  const wentLive = new Set(release.history.map((event) => event.version));
  const previews = (release.published ?? [])
    .filter(({ version }) => !wentLive.has(version) && isPublished(version))
    .slice(-MAX_PREVIEW_RELEASES)
    .map(({ version }) => alternateRelease(name, release, version, storePublicUrl));
  if (previews.length > 0) fields.previews = previews;
  return fields;
}
