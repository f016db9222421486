import {
  rolloutEnderSchema,
  rolloutOutcomeSchema,
  rolloutStateSchema,
  rolloutStepsSchema,
  rolloutVerdictSchema,
  thresholdOverridesSchema,
} from '@mfp/shared/rollouts';
import { LOAD_KINDS } from '@mfp/shared/status';
import * as z from 'zod';

/** Who did something to a remote's releases: a person's machine, or a deploy token through the deploy API. */
const actorSchema = z.looseObject({
  user: z.string(),
  host: z.string(),
  /** Through the deploy API: the token's id (never the token), and the client's address. */
  tokenId: z.optional(z.string()),
  client: z.optional(z.string()),
});

/**
 * A version published without going live (`--no-switch`, decision 0074): open to preview links and to a rollout. Its
 * integrity and the rest are recorded per version beside the live ones'.
 */
export const publishedReleaseSchema = actorSchema.extend({
  version: z.string().min(1),
  at: z.iso.datetime(),
  contentHash: z.string().min(1),
  commit: z.optional(z.string()),
  ciUrl: z.optional(z.string()),
  /** Present only when the gate refused and `--force` overrode it. */
  forced: z.optional(z.object({ problems: z.array(z.string()) })),
});

const loadFiguresShape = { count: z.int().nonnegative(), p95Ms: z.number().nonnegative() };

/** One release's figures over an analysis window: the `ReleaseSample` the rule (`compareReleases`) read. */
const sampleSchema = z.looseObject({
  version: z.string(),
  mounts: z.int().nonnegative(),
  failures: z.record(z.string(), z.int().nonnegative()),
  loads: z.object({
    ...loadFiguresShape,
    /** Per load kind (decision 0091); absent from an analysis recorded before kinds were told apart. */
    byKind: z.optional(z.record(z.enum(LOAD_KINDS), z.object(loadFiguresShape))),
  }),
});

/** One decision of the analysis, kept with the rollout for the status page and the audit. */
const rolloutAnalysisSchema = z.looseObject({
  at: z.iso.datetime(),
  verdict: rolloutVerdictSchema,
  /** One sentence per comparison that decided. */
  reasons: z.array(z.string()),
  rollout: sampleSchema,
  stable: sampleSchema,
  /** The share it was judged at. */
  share: z.int().min(0).max(100),
  /**
   * Samples of the rollout's remote no page-view token vouched for over the window, by reason (decision 0090): both
   * releases' and those that named none. Absent in records from before it was counted.
   */
  rejected: z.optional(z.record(z.string(), z.int().nonnegative())),
  /** Failures of both releases counted beyond a server's cap of distinct failures over the window (decision 0088). */
  dropped: z.optional(z.int().nonnegative()),
});

// Threshold overrides of one rollout are the deploy API's contract too; one schema for both (`@mfp/shared/rollouts`).
export { thresholdOverridesSchema };

/**
 * A remote's running rollout (decision 0074): its release goes to `steps[step]` percent of visitors' buckets, and at
 * `nextDecisionAt` the analysis judges it against the live release over the rollout so far.
 */
export const rolloutRecordSchema = z.looseObject({
  version: z.string().min(1),
  steps: rolloutStepsSchema,
  step: z.int().nonnegative(),
  intervalMs: z.int().positive(),
  state: rolloutStateSchema,
  startedAt: z.iso.datetime(),
  stepStartedAt: z.iso.datetime(),
  /** When the analysis next judges it; while paused, when it would have, had it not been paused. */
  nextDecisionAt: z.iso.datetime(),
  thresholds: z.optional(thresholdOverridesSchema),
  startedBy: actorSchema,
  /** The latest decisions, newest last (at most `MAX_KEPT_ANALYSES`). */
  analyses: z.array(rolloutAnalysisSchema),
});

/** How a rollout ended: its release went live (`completed`) or it was taken back (`aborted`). */
export const endedRolloutSchema = z.looseObject({
  version: z.string().min(1),
  outcome: rolloutOutcomeSchema,
  /** `analysis` when the platform decided, `command` when someone did (promote, abort). */
  by: rolloutEnderSchema,
  reason: z.string(),
  at: z.iso.datetime(),
  startedAt: z.iso.datetime(),
  /** The share it had reached. */
  share: z.int().min(0).max(100),
  actor: z.optional(actorSchema),
  /** The decision that ended it, when the analysis did. */
  analysis: z.optional(rolloutAnalysisSchema),
});

export type PublishedRelease = z.infer<typeof publishedReleaseSchema>;
export type RolloutRecord = z.infer<typeof rolloutRecordSchema>;
export type RolloutAnalysis = z.infer<typeof rolloutAnalysisSchema>;
export type EndedRollout = z.infer<typeof endedRolloutSchema>;
export type ThresholdOverrides = z.infer<typeof thresholdOverridesSchema>;
export type Actor = z.infer<typeof actorSchema>;
