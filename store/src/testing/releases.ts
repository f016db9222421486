import type { RecordedRelease, RemoteReleases } from '../records/releasesFile';

/** A recorded release for tests: `at` counts minutes from a fixed start, so order is easy to read. */
export function release(
  action: RecordedRelease['action'],
  version: string,
  minute = 0,
  extra: Partial<RecordedRelease> = {},
): RecordedRelease {
  return {
    action,
    version,
    at: new Date(Date.UTC(2026, 0, 31, 10, minute)).toISOString(),
    contentHash: `${version}-hash`,
    user: 'ana',
    host: 'build-1',
    ...extra,
  };
}

/** A remote whose history is `history` (oldest first) and whose live version is the last one's. */
export function remoteWith(name: string, history: RemoteReleases['history']): RemoteReleases {
  return {
    title: name,
    route: `/${name}`,
    module: './App',
    live: history.at(-1)?.version ?? '0.0.0',
    history,
    hashes: {},
  };
}
