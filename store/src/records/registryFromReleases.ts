import type {
  RegistryEntry,
  RemoteServerRender,
  StoredEntryFields,
  StoredRegistryDocument,
} from '@mfp/shared/registry';
import { manifestUrl } from './manifestUrl';
import { deliveryFields } from './deliveryFields';
import { preloadOf } from './preloadOf';
import { deployedAt, lastKnownGood } from './releaseHistory';
import type { ReleasesFile, RemoteReleases } from './releasesFile';

/** The published versions of each remote, by name; a remote missing from it counts as having all its versions. */
export type PublishedVersions = ReadonlyMap<string, ReadonlySet<string>>;

/** What the registry takes from beside the releases: the published versions, and the platform team's settings. */
export interface RegistrySources {
  /** Each remote's published versions; a remote missing from it counts as having all its versions. */
  published?: PublishedVersions;
  /** Each remote's server-render settings by name (`ControlRecords.listRemoteSettings`, decision 0065). */
  serverRender?: ReadonlyMap<string, RemoteServerRender>;
}

function entryOf(
  name: string,
  release: RemoteReleases,
  storePublicUrl: string,
  { published, serverRender }: { published?: ReadonlySet<string>; serverRender?: RemoteServerRender },
) {
  const entry: RegistryEntry & StoredEntryFields = {
    name,
    title: release.title,
    route: release.route,
    entry: manifestUrl(storePublicUrl, name, release.live),
    module: release.module,
    version: release.live,
  };
  const liveIntegrity = release.integrity?.[release.live];
  if (liveIntegrity !== undefined) entry.integrity = liveIntegrity;
  const preload = preloadOf(release, release.live);
  if (preload) entry.preload = preload;
  const server = release.server?.[release.live];
  if (server) entry.server = server;
  if (serverRender) entry.serverRender = serverRender;
  Object.assign(entry, deliveryFields(name, release, storePublicUrl, published));
  const liveSince = deployedAt(release);
  if (liveSince !== undefined) entry.deployedAt = liveSince;
  const good = lastKnownGood(release, (version) => published?.has(version) ?? true);
  if (good !== undefined) {
    const goodIntegrity = release.integrity?.[good.version];
    entry.previous = {
      version: good.version,
      entry: manifestUrl(storePublicUrl, name, good.version),
      ...(goodIntegrity && { integrity: goodIntegrity }),
    };
  }
  return entry;
}

/**
 * The registry the host serves, derived from the live releases and STORE_PUBLIC_URL (no trailing slash).
 * Each entry names when its live version went live (`deployedAt`) and its last known-good release (`previous`, see
 * `lastKnownGood`), which must still be published: pass `sources.published` to check that. Both carry the integrity
 * recorded when their version was published, when there is one; the live one also what a host page preloads of it
 * (`preload`, the chunks and stylesheets of the expose the entry mounts), and its server build (`server`, decision 0063), when those
 * were recorded. The platform team's server-render settings of a remote (`sources.serverRender`) go into its entry
 * whatever release is live, so they outlive deploys and rollbacks (decision 0065). Remotes are sorted by name, so the
 * document does not change when only the order of the releases does.
 */
export function registryFromReleases(
  releases: ReleasesFile,
  storePublicUrl: string,
  { published, serverRender }: RegistrySources = {},
): StoredRegistryDocument {
  return {
    remotes: Object.entries(releases.remotes)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, release]) =>
        entryOf(name, release, storePublicUrl, {
          published: published?.get(name),
          serverRender: serverRender?.get(name),
        }),
      ),
  };
}

export const formatRegistry = (document: StoredRegistryDocument) => `${JSON.stringify(document, null, 2)}\n`;
