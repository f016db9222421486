import type { FailureGroup, PlatformStatus, RemoteHealth, RemoteStatus, VersionMounts } from '@mfp/shared/status';
import { lastKnownGood, rollbackTarget, type RemoteReleases } from '@mfp/store/releases';
import { FAILURE_BUCKET_MS, HOST_FAILURES, UNKNOWN_REMOTE, type AggregateBatch } from '@mfp/store/aggregates';
import { failuresOverTheCapOf } from './failuresOverTheCapOf';
import { isFailureKind } from './isFailureKind';
import { loadTimesOf } from './loadTimesOf';
import { rolloutStatusOf } from './rolloutStatusOf';
import { unreleasedOf } from './unreleasedOf';

/** Failures listed per remote, the most recent first: enough for an incident, bounded for the page. */
const MAX_FAILURE_GROUPS = 50;

export interface StatusInputs {
  now: Date;
  scope: PlatformStatus['scope'];
  /** Every remote with releases, by name. */
  releases: Record<string, RemoteReleases>;
  /** Remotes registered and not deployed yet. */
  registrations: readonly { name: string; title: string; route: string }[];
  /** The published versions of each remote with releases. */
  published: ReadonlyMap<string, readonly string[]>;
  /** Each remote's budget in gzip bytes, for those that have one (`npm run remotes -- budget`, decision 0072). */
  budgets: ReadonlyMap<string, number>;
  /** The counts of the last day. */
  counts: AggregateBatch;
  /** The key preview links are signed with (`previewKeyOf` the fleet's secret). */
  previewKey: Buffer;
  /** A release's health as this server last checked it: the live one's, or the rollout's. */
  health(remote: string, version: string | undefined): RemoteHealth;
}

function failuresOf(remote: string, counts: AggregateBatch, hourFrom: string): FailureGroup[] {
  const groups = new Map<string, FailureGroup>();
  for (const row of counts.failures) {
    if (row.remote !== remote || !isFailureKind(row.kind) || !/^\d+$/.test(row.digest)) continue;
    const key = JSON.stringify([row.digest, row.kind, row.version]);
    let group = groups.get(key);
    if (!group) {
      group = {
        digest: row.digest,
        kind: row.kind,
        code: row.code as FailureGroup['code'],
        ...(row.version !== '' && { version: row.version }),
        lastHour: 0,
        lastDay: 0,
        firstSeen: row.firstSeen,
        lastSeen: row.lastSeen,
      };
      groups.set(key, group);
    }
    group.lastDay += row.count;
    if (row.bucket >= hourFrom) group.lastHour += row.count;
    if (row.firstSeen < group.firstSeen) group.firstSeen = row.firstSeen;
    if (row.lastSeen > group.lastSeen) group.lastSeen = row.lastSeen;
  }
  return [...groups.values()].sort((a, b) => b.lastSeen.localeCompare(a.lastSeen)).slice(0, MAX_FAILURE_GROUPS);
}

/** Mounts per version over the last hour (to ten minutes) and day, the most mounted first; '' (unknown) left out. */
function mountsOf(remote: string, counts: AggregateBatch, hourFrom: string): VersionMounts[] {
  const versions = new Map<string, VersionMounts>();
  for (const row of counts.mounts) {
    if (row.remote !== remote || row.version === '') continue;
    let mounts = versions.get(row.version);
    if (!mounts) versions.set(row.version, (mounts = { version: row.version, lastHour: 0, lastDay: 0 }));
    mounts.lastDay += row.count;
    if (row.bucket >= hourFrom) mounts.lastHour += row.count;
  }
  return [...versions.values()].sort((a, b) => b.lastDay - a.lastDay);
}

function liveOf(releases: RemoteReleases): RemoteStatus['live'] {
  const last = releases.history.at(-1);
  if (!last || last.action === 'unrecorded') return { version: releases.live };
  return {
    version: releases.live,
    deployedAt: last.at,
    // Over the API `user` is the token's id already; locally, the machine's user. Never a token.
    deployedBy: last.tokenId ?? last.user,
    ...(last.commit !== undefined && { commit: last.commit }),
  };
}

/** The live release's critical-path gzip bytes as its deploy recorded them, and the budget; undefined if neither. */
function criticalPathOf(
  releases: RemoteReleases | undefined,
  budgetBytes: number | undefined,
): RemoteStatus['criticalPath'] {
  const gzipBytes = releases?.criticalPath?.[releases.live]?.gzipBytes;
  if (gzipBytes === undefined && budgetBytes === undefined) return undefined;
  return { ...(gzipBytes !== undefined && { gzipBytes }), ...(budgetBytes !== undefined && { budgetBytes }) };
}

/**
 * The status document (`platformStatusSchema`): every known remote, its releases, health, failures, mounts and load
 * times.
 */
export function statusDocument(inputs: StatusInputs): PlatformStatus {
  const { now, counts } = inputs;
  const hourFrom = new Date(now.getTime() - 60 * 60_000 - (now.getTime() % FAILURE_BUCKET_MS)).toISOString();
  const remotes: RemoteStatus[] = [];
  for (const [name, releases] of Object.entries(inputs.releases)) {
    const published = inputs.published.get(name) ?? [];
    const isPublished = (version: string) => published.includes(version);
    const good = lastKnownGood(releases, isPublished);
    const target = rollbackTarget(releases, isPublished);
    const overTheCap = failuresOverTheCapOf(name, counts, hourFrom);
    const criticalPath = criticalPathOf(releases, inputs.budgets.get(name));
    const unreleased = unreleasedOf(name, releases, { inStore: published, key: inputs.previewKey, now });
    remotes.push({
      name,
      title: releases.title,
      route: releases.route,
      live: liveOf(releases),
      ...(good && { lastKnownGood: good.version }),
      ...(target && { rollbackTarget: target.version }),
      health: inputs.health(name, releases.live),
      failures: failuresOf(name, counts, hourFrom),
      ...(overTheCap && { failuresOverTheCap: overTheCap }),
      loadTimes: loadTimesOf(name, counts),
      mounts: mountsOf(name, counts, hourFrom),
      ...(criticalPath && { criticalPath }),
      ...rolloutStatusOf(releases, (version) => inputs.health(name, version)),
      ...(unreleased.length > 0 && { unreleased }),
    });
  }
  for (const { name, title, route } of inputs.registrations) {
    if (name in inputs.releases) continue;
    const criticalPath = criticalPathOf(undefined, inputs.budgets.get(name));
    remotes.push({
      name,
      title,
      route,
      health: { state: 'unchecked' },
      failures: [],
      loadTimes: [],
      ...(criticalPath && { criticalPath }),
    });
  }
  remotes.sort((a, b) => a.name.localeCompare(b.name));
  return {
    generatedAt: now.toISOString(),
    scope: inputs.scope,
    remotes,
    hostFailures: failuresOf(HOST_FAILURES, counts, hourFrom),
    unknownRemoteFailures: counts.failures
      .filter((row) => row.remote === UNKNOWN_REMOTE)
      .reduce((sum, row) => sum + row.count, 0),
  };
}
