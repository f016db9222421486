import * as z from 'zod';
import {
  rolloutEnderSchema,
  rolloutIntervalSchema,
  rolloutOutcomeSchema,
  rolloutStateSchema,
  rolloutStepsSchema,
  rolloutVerdictSchema,
  thresholdOverridesSchema,
} from '../rollouts';

/** What a person may do to a running rollout; `start` begins one. */
export const ROLLOUT_COMMANDS = ['pause', 'resume', 'promote', 'abort'] as const;

/**
 * `POST …/remotes/<name>/rollout` (decision 0077). `start` rolls a release published without switching out in
 * `steps` (`DEFAULT_ROLLOUT_STEPS` unless told), judged every `intervalMs`, with the analysis's thresholds overridden
 * for this rollout only. A threshold the analysis does not know is refused, not ignored.
 */
export const rolloutRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('start'),
    version: z.string().min(1),
    steps: z.optional(rolloutStepsSchema),
    intervalMs: z.optional(rolloutIntervalSchema),
    thresholds: z.optional(thresholdOverridesSchema.strict()),
  }),
  z.strictObject({ action: z.enum(ROLLOUT_COMMANDS) }),
]);

/** Who started or ended a rollout: the token's id through the API, or a user and machine. Never a token. */
const actorAnswerSchema = z.object({
  user: z.optional(z.string()),
  host: z.optional(z.string()),
  tokenId: z.optional(z.string()),
});

const sampleAnswerSchema = z.object({
  version: z.string(),
  mounts: z.number(),
  failures: z.record(z.string(), z.number()),
  loads: z.object({ count: z.number(), p95Ms: z.number() }),
});

/** One decision of the analysis: its verdict, why, at which share, both releases' figures, and what it left out. */
const analysisAnswerSchema = z.object({
  at: z.string(),
  verdict: rolloutVerdictSchema,
  reasons: z.array(z.string()),
  share: z.number(),
  rollout: z.optional(sampleAnswerSchema),
  stable: z.optional(sampleAnswerSchema),
  /** Samples no page-view token vouched for, by reason (decision 0090); absent from decisions recorded before. */
  rejected: z.optional(z.record(z.string(), z.number())),
  /** Failures counted beyond a server's cap of distinct failures, without their detail. */
  dropped: z.optional(z.number()),
});

const rolloutAnswerSchema = z.object({
  version: z.string(),
  steps: z.array(z.number()),
  step: z.number(),
  /** `steps[step]`: the percent of visitors who get the release now. */
  share: z.number(),
  intervalMs: z.number(),
  state: rolloutStateSchema,
  startedAt: z.string(),
  stepStartedAt: z.string(),
  nextDecisionAt: z.string(),
  thresholds: z.optional(z.record(z.string(), z.number())),
  startedBy: z.optional(actorAnswerSchema),
  /** The latest decisions, newest last. */
  analyses: z.array(analysisAnswerSchema),
});

const endedRolloutAnswerSchema = z.object({
  version: z.string(),
  outcome: rolloutOutcomeSchema,
  by: rolloutEnderSchema,
  reason: z.string(),
  at: z.string(),
  startedAt: z.string(),
  share: z.number(),
  analysis: z.optional(analysisAnswerSchema),
});

/** `GET …/remotes/<name>/rollout`, and the state after a `POST`: the running rollout, if any, and the ended ones. */
export const rolloutStatusAnswerSchema = z.object({
  ok: z.literal(true),
  remote: z.string(),
  live: z.optional(z.string()),
  rollout: z.optional(rolloutAnswerSchema),
  /** Ended rollouts, newest first. */
  ended: z.array(endedRolloutAnswerSchema),
  /** After a `POST`: the action that was applied. */
  action: z.optional(z.enum(['start', ...ROLLOUT_COMMANDS])),
});

export type RolloutRequest = z.infer<typeof rolloutRequestSchema>;
export type RolloutCommandName = (typeof ROLLOUT_COMMANDS)[number];
export type RolloutAnswer = z.infer<typeof rolloutAnswerSchema>;
export type EndedRolloutAnswer = z.infer<typeof endedRolloutAnswerSchema>;
export type RolloutStatusAnswer = z.infer<typeof rolloutStatusAnswerSchema>;
