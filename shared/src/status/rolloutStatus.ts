import * as z from 'zod/mini';
// The sets' own files, not the indexes: they hold no classic zod for the status page's chunk to carry.
import { PAGE_VIEW_REJECTIONS, type PageViewRejection } from '../pageViews/pageViewHttp';
import { ROLLOUT_ENDERS, ROLLOUT_OUTCOMES, ROLLOUT_STATES, ROLLOUT_VERDICTS } from '../rollouts/rolloutSets';
import { remoteHealthSchema } from './remoteHealth';

// Only the zod kinds the host's boot path already uses (see platformStatus.ts and decision 0046).
const isoTime = z.iso.datetime();
const count = z.int().check(z.gte(0));

/** One release's figures over a rollout's window, as the analysis read them (`ReleaseSample`, decision 0073). */
const releaseFiguresSchema = z.object({
  version: z.string(),
  mounts: count,
  /** Failures of its mounts, by group (`releaseFailureGroup`). */
  failures: z.object({ load: count, render: count, 'server-render': count }),
  loads: z.object({ count, p95Ms: z.number().check(z.gte(0)) }),
});

/** Samples no page-view token vouched for, every reason named (decision 0090). */
const rejectedSchema = z.object(
  Object.fromEntries(PAGE_VIEW_REJECTIONS.map((reason) => [reason, count])) as Record<PageViewRejection, typeof count>,
);

/**
 * One decision of the analysis: the verdict, a sentence per deciding comparison, both releases' figures, and what its
 * counts left out (decision 0090; absent from decisions recorded before).
 */
export const rolloutAnalysisStatusSchema = z.object({
  at: isoTime,
  verdict: z.literal(ROLLOUT_VERDICTS),
  reasons: z.array(z.string()),
  /** The share it was judged at. */
  share: count,
  rollout: releaseFiguresSchema,
  stable: releaseFiguresSchema,
  /** The rollout's remote's samples rejected over the window, both releases' and those of none. */
  rejected: z.optional(rejectedSchema),
  /** Both releases' failures counted beyond a server's cap of distinct failures, without their detail. */
  dropped: z.optional(count),
});
export type RolloutAnalysisStatus = z.infer<typeof rolloutAnalysisStatusSchema>;

/** A remote's running (or paused) rollout (decision 0074): where it stands, and what the analysis last said. */
export const rolloutStatusSchema = z.object({
  version: z.string(),
  share: count,
  /** The step it is at, from 1 to `steps.length`. */
  step: count,
  steps: z.array(count),
  state: z.literal(ROLLOUT_STATES),
  intervalMs: count,
  startedAt: isoTime,
  /** A deploy token's id, or a machine user. Never a token. */
  startedBy: z.string(),
  /** When the analysis judges it next (while paused: when it would have). */
  nextDecisionAt: isoTime,
  /**
   * Whether this server can load the rollout's release, checked like the live one's. Information for the team: an
   * unhealthy one is not aborted for it, since the analysis decides on what visitors' mounts counted.
   */
  health: remoteHealthSchema,
  lastAnalysis: z.optional(rolloutAnalysisStatusSchema),
});
export type RolloutStatus = z.infer<typeof rolloutStatusSchema>;

/** A rollout that ended: its release went live (`completed`) or was taken back (`aborted`), by whom, why. */
export const endedRolloutStatusSchema = z.object({
  version: z.string(),
  outcome: z.literal(ROLLOUT_OUTCOMES),
  /** `analysis` when the platform decided, `command` when someone did (promote, abort). */
  by: z.literal(ROLLOUT_ENDERS),
  /** Who: a token's id or a machine user for a command, the analysis's host for a decision. */
  actor: z.optional(z.string()),
  reason: z.string(),
  at: isoTime,
  startedAt: isoTime,
  /** The share it had reached. */
  share: count,
  /** The decision that ended it, with its figures, when the analysis did. */
  analysis: z.optional(rolloutAnalysisStatusSchema),
});
export type EndedRolloutStatus = z.infer<typeof endedRolloutStatusSchema>;

/** A release published without switching that the host offers to preview, with a signed link for admins. */
export const unreleasedStatusSchema = z.object({
  version: z.string(),
  publishedAt: isoTime,
  publishedBy: z.string(),
  /** A path on this host with a signed preview parameter (24 h): that release in the tab that opens it. */
  previewLink: z.string(),
  previewExpiresAt: isoTime,
});
export type UnreleasedStatus = z.infer<typeof unreleasedStatusSchema>;
