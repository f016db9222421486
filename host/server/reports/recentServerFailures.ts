/** How long the server vouches for a digest it gave a remote's server render: a page's browser reports within seconds. */
export const SERVER_FAILURE_MEMORY_MS = 10 * 60_000;
/** Most digests remembered at once; the oldest go first. Each is a remote, a version and a digest: ~100 KB in all. */
export const MAX_SERVER_FAILURES_REMEMBERED = 1_000;

/** The failures of remotes' server renders this server reported lately, by remote, version and digest. */
export interface RecentServerFailures {
  /** Remembers that the server gave `digest` to a failure of this remote and version on the server, now. */
  remember(remote: string, version: string, digest: string): void;
  /** Whether it did, within the last SERVER_FAILURE_MEMORY_MS. */
  gave(remote: string, version: string, digest: string): boolean;
}

/**
 * What lets a browser's report carry the server's digest without letting a browser choose the digest of its line
 * (decision 0068): the report route accepts a claimed server digest only if this server gave it to that remote and
 * version recently. In memory, bounded in count and age; a server that restarts forgets, and its browsers' reports
 * then keep their own digests.
 */
export function createRecentServerFailures(now: () => number = Date.now): RecentServerFailures {
  // Insertion order is age order: remembering again moves an entry to the end.
  const given = new Map<string, number>();
  const keyOf = (remote: string, version: string, digest: string) => JSON.stringify([remote, version, digest]);
  return {
    remember(remote, version, digest) {
      const key = keyOf(remote, version, digest);
      given.delete(key);
      given.set(key, now());
      for (const oldest of given.keys()) {
        if (given.size <= MAX_SERVER_FAILURES_REMEMBERED) break;
        given.delete(oldest);
      }
    },
    gave(remote, version, digest) {
      const at = given.get(keyOf(remote, version, digest));
      return at !== undefined && now() - at <= SERVER_FAILURE_MEMORY_MS;
    },
  };
}
