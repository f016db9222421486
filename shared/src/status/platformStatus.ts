import * as z from 'zod/mini';
import { FAILURE_CODES, FAILURE_KINDS } from '../failures/failureCatalogue';
import { remoteHealthSchema } from './remoteHealth';
import { endedRolloutStatusSchema, rolloutStatusSchema, unreleasedStatusSchema } from './rolloutStatus';

// Only schema kinds the host's boot path already uses (object, union, literal, ...): zod is one module per file for
// webpack, shared by the boot path and the lazily loaded status page, so a kind used only here (`z.enum`,
// `z.discriminatedUnion`) would be kept in the shared copy and cost every shop page its bytes (decision 0046).
// `z.literal([...])` and `z.union` accept and infer exactly what `z.enum` and `z.discriminatedUnion` would.
const isoTime = z.iso.datetime();
const count = z.int().check(z.gte(0));
const milliseconds = z.number().check(z.gte(0));

/** One failure (one digest) of one remote: how often in the last hour and day, since when, against which version. */
export const failureGroupSchema = z.object({
  digest: z.string().check(z.regex(/^\d+$/)),
  kind: z.literal(FAILURE_KINDS),
  code: z.literal(FAILURE_CODES),
  /** The version the browser reported it against; absent when it did not know one. */
  version: z.optional(z.string()),
  lastHour: count,
  lastDay: count,
  firstSeen: isoTime,
  lastSeen: isoTime,
});
export type FailureGroup = z.infer<typeof failureGroupSchema>;

/** Real-user load times of one version: quantiles over the last day, and per time bucket for the chart. */
export const loadTimesSchema = z.object({
  version: z.string(),
  count,
  p50Ms: milliseconds,
  p95Ms: milliseconds,
  series: z.array(z.object({ at: isoTime, count, p50Ms: milliseconds, p95Ms: milliseconds })),
});
export type LoadTimes = z.infer<typeof loadTimesSchema>;

/** Mounts of one version of a remote's slot: every one, against the version each tried first (decision 0075). */
export const versionMountsSchema = z.object({ version: z.string(), lastHour: count, lastDay: count });
export type VersionMounts = z.infer<typeof versionMountsSchema>;

export const remoteStatusSchema = z.object({
  name: z.string(),
  title: z.string(),
  route: z.string(),
  /** Absent for a registered remote that has no release yet. */
  live: z.optional(
    z.object({
      version: z.string(),
      deployedAt: z.optional(isoTime),
      /** A deploy token's id, or the machine user of a local `npm run deploy`. Never a token. */
      deployedBy: z.optional(z.string()),
      commit: z.optional(z.string()),
    }),
  ),
  /** The release the host falls back to when the live one fails to load. */
  lastKnownGood: z.optional(z.string()),
  /** The release `--rollback` would make live. */
  rollbackTarget: z.optional(z.string()),
  health: remoteHealthSchema,
  failures: z.array(failureGroupSchema),
  /**
   * Failures counted without their digest, beyond the servers' daily cap of distinct failures: not in `failures`, but
   * counted by the rollout analysis (issue 41). Absent when there were none.
   */
  failuresOverTheCap: z.optional(z.object({ lastHour: count, lastDay: count })),
  loadTimes: z.array(loadTimesSchema),
  /** Per version with mounts in the last day, the most mounted first; absent from servers older than this field. */
  mounts: z.optional(z.array(versionMountsSchema)),
  /**
   * The live release's critical-path bytes (gzip: manifest, entry and what its first render needs; decision 0072) as
   * its deploy measured them, and the remote's budget (`npm run remotes -- budget`). Each absent when unknown: a
   * release published before they were measured, a remote without a budget.
   */
  criticalPath: z.optional(z.object({ gzipBytes: z.optional(count), budgetBytes: z.optional(count) })),
  /** Its running or paused rollout (issue 33), absent when none. */
  rollout: z.optional(rolloutStatusSchema),
  /** Its ended rollouts, the latest first; absent from servers older than this field. */
  rollouts: z.optional(z.array(endedRolloutStatusSchema)),
  /** Releases published without switching that it offers to preview (decision 0074), the latest first. */
  unreleased: z.optional(z.array(unreleasedStatusSchema)),
});
export type RemoteStatus = z.infer<typeof remoteStatusSchema>;

/**
 * Answer of `GET /_platform/api/v1/status`. `scope` says whose counts these are: `fleet` when every host server writes
 * them where all read them (records in a database), `this-server` when they are one server's own.
 */
export const platformStatusSchema = z.object({
  generatedAt: isoTime,
  scope: z.literal(['fleet', 'this-server']),
  remotes: z.array(remoteStatusSchema),
  /** The host's own failures (culprit `host`), per digest; absent from servers older than this field. */
  hostFailures: z.optional(z.array(failureGroupSchema)),
  /** Failure reports that named no registered remote, counted as one. */
  unknownRemoteFailures: count,
});
export type PlatformStatus = z.infer<typeof platformStatusSchema>;
