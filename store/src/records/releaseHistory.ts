import type { RecordedRelease, ReleaseEvent, RemoteReleases } from './releasesFile';

/** Whether a version's folder is still in the store; a release whose folder was deleted cannot serve. */
export type IsPublished = (version: string) => boolean;

/**
 * The releases still "in force", oldest first, ending with the live one: the history replayed so that a deploy or a
 * seed stacks its release on top, and a rollback to a version on the stack takes everything above it off (those
 * releases were abandoned) and puts the rollback in its place. A rollback (`--to`) to a version not on the stack
 * stacks it like a deploy.
 *
 * So after deploying 1, 2, 3 and rolling back to 2, the stack is [1, 2]: the next rollback goes to 1, and 3 is never
 * anyone's fallback again.
 */
export function releaseStack(history: readonly ReleaseEvent[]): ReleaseEvent[] {
  return replay(history).stack;
}

/** Releases a rollback went back past, oldest first: they are never a rollback's target or a fallback again. */
export function abandonedReleases(history: readonly ReleaseEvent[]): ReleaseEvent[] {
  return replay(history).abandoned;
}

function replay(history: readonly ReleaseEvent[]): { stack: ReleaseEvent[]; abandoned: ReleaseEvent[] } {
  const stack: ReleaseEvent[] = [];
  const abandoned: ReleaseEvent[] = [];
  for (const event of history) {
    if (event.action === 'rollback') {
      const onStack = stack.findLastIndex((earlier) => earlier.version === event.version);
      // The release rolled back to is replaced by the rollback (same version), not abandoned.
      if (onStack >= 0) abandoned.push(...stack.splice(onStack).slice(1));
    }
    stack.push(event);
  }
  return { stack, abandoned };
}

/** The history entry that made the live version live. */
function liveRelease(remote: RemoteReleases): ReleaseEvent | undefined {
  return remote.history.at(-1);
}

/** How the live version went live; `unknown` for a file that never said. */
export function liveAction(remote: RemoteReleases): RecordedRelease['action'] | 'unknown' {
  const live = liveRelease(remote);
  if (live === undefined) return 'unknown';
  if (live.action === 'unrecorded') return live.source ?? 'unknown';
  return live.action;
}

/** Releases below the live one on the stack, nearest first, that could serve: another version, still published. */
function earlierReleases(remote: RemoteReleases, isPublished: IsPublished): ReleaseEvent[] {
  return releaseStack(remote.history)
    .slice(0, -1)
    .reverse()
    .filter((release) => release.version !== remote.live && isPublished(release.version));
}

/**
 * Where `--rollback` goes: the release below the live one on the stack (see `releaseStack`) whose folder is still in
 * the store, or undefined when there is none. Forced releases count: the gate runs again before the switch.
 */
export function rollbackTarget(remote: RemoteReleases, isPublished: IsPublished): ReleaseEvent | undefined {
  return earlierReleases(remote, isPublished)[0];
}

/** The content hash of a release, when the history recorded it. */
const contentOf = (release: ReleaseEvent | undefined) =>
  release === undefined || release.action === 'unrecorded' ? undefined : release.contentHash;

/**
 * The last known-good release (docs/decisions/0012-releases-and-last-known-good.md): the nearest release below the live
 * one on the stack that went live without overriding the gate, is still published, and carries other bytes than the
 * live one (the same bytes under another version would fail the same way). Releases a rollback abandoned are not on
 * the stack, so they never count. Not covered: whether it ever loaded in a browser; the platform has no signal for
 * that yet.
 */
export function lastKnownGood(remote: RemoteReleases, isPublished: IsPublished): ReleaseEvent | undefined {
  const liveContent = contentOf(liveRelease(remote));
  return earlierReleases(remote, isPublished).find(
    (release) =>
      release.action === 'unrecorded' ||
      (!release.forced && (liveContent === undefined || release.contentHash !== liveContent)),
  );
}

/** When the live version went live (ISO 8601), if the history recorded it. */
export function deployedAt(remote: RemoteReleases): string | undefined {
  const live = liveRelease(remote);
  return live?.action === 'unrecorded' ? undefined : live?.at;
}

/** What a remote's entry says about the remote itself, from its package.json at the time of the release. */
export interface RemoteDescription {
  title: string;
  route: string;
  module: string;
}

/**
 * Makes `release` the live one of `remote`, appending it to the history; a remote without releases gets an entry.
 * `inputHash` is the hash of the build's inputs when this release was built just now (a rollback builds nothing).
 * Changes `releases` in place.
 */
export function recordRelease(
  releases: { remotes: Record<string, RemoteReleases> },
  remote: string,
  description: RemoteDescription,
  release: RecordedRelease,
  inputHash?: string,
): void {
  const current = releases.remotes[remote];
  releases.remotes[remote] = {
    ...current,
    ...description,
    live: release.version,
    history: [...(current?.history ?? []), release],
    hashes: inputHash === undefined ? (current?.hashes ?? {}) : { ...current?.hashes, [release.version]: inputHash },
  };
}
