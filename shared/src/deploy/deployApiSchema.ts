import * as z from 'zod';
import { DEPLOY_ERROR_CODES } from './deployErrorCodes';
import { rolloutStateSchema } from '../rollouts';
import { previewLinkSchema } from './previewApiSchema';

/**
 * The deploy API's answers, defined once: the server builds them, the `mfp` command parses them. Every answer is JSON
 * with `ok`; a refusal carries a stable `code` (deployErrorCodes.ts) and a message that says what to do.
 */

/** One problem the gate found, with its fix in the message (the line `npm run deploy` prints). */
export const gateProblemAnswerSchema = z.object({ kind: z.string(), message: z.string() });

export const deployErrorAnswerSchema = z.object({
  ok: z.literal(false),
  error: z.object({
    code: z.enum(DEPLOY_ERROR_CODES as [string, ...string[]]),
    message: z.string(),
    /** The server log's request id, for the platform team. */
    requestId: z.optional(z.string()),
    /** With `gate-refused`: every problem, one line each. */
    problems: z.optional(z.array(gateProblemAnswerSchema)),
  }),
});

/** Who made a release, as the history and the audit trail record it. Never the token itself. */
export const provenanceSchema = z.object({
  /** The id of the token used (`tok_…`); absent for a deploy from inside the repository (`npm run deploy`). */
  tokenId: z.optional(z.string()),
  commit: z.optional(z.string()),
  ciUrl: z.optional(z.string()),
  /** The client's address as the server saw it. */
  client: z.optional(z.string()),
});

/**
 * How an upload or a rollback ended: `switched` (the version is live now), `already-live` (the same bytes were live:
 * nothing changed), `checked` (a dry run: the gate passed, nothing was published), `published` (`no-switch`: published
 * through the gate, the live release stays; with a preview link).
 */
export const deployAnswerSchema = z.object({
  ok: z.literal(true),
  outcome: z.enum(['switched', 'already-live', 'checked', 'published']),
  remote: z.string(),
  version: z.string(),
  /** The version that was live before, when it changed. */
  previous: z.optional(z.string()),
  contentHash: z.optional(z.string()),
  /** The live manifest's URL, as the registry names it. */
  url: z.optional(z.string()),
  /** The gate's problems a dry run found (a real deploy is refused instead). */
  problems: z.optional(z.array(gateProblemAnswerSchema)),
  /** `published`: the release that stays live. */
  live: z.optional(z.string()),
  /** `published`: a link that shows the new release in the real host, in one tab (decision 0077). */
  preview: z.optional(previewLinkSchema),
  /** A rollback's: the rollout it ended as aborted, at the share it had reached (decision 0079). */
  abortedRollout: z.optional(z.object({ version: z.string(), share: z.number() })),
});

export const releaseAnswerSchema = z.object({
  version: z.string(),
  action: z.string(),
  at: z.optional(z.string()),
  contentHash: z.optional(z.string()),
  /** `npm run deploy` records the operating-system user and machine; the API records the token id. */
  user: z.optional(z.string()),
  host: z.optional(z.string()),
  ...provenanceSchema.shape,
  live: z.boolean(),
  /** Whether its files are still in the store (a rollback can only go to a published version). */
  published: z.boolean(),
});

/** A release published without switching (`no-switch`), never live: open to preview links and to a rollout. */
const notLiveAnswerSchema = z.object({
  version: z.string(),
  at: z.string(),
  contentHash: z.optional(z.string()),
  user: z.optional(z.string()),
  host: z.optional(z.string()),
  ...provenanceSchema.shape,
  /** Whether its files are still in the store. */
  published: z.boolean(),
  /** Whether it is the running rollout's release. */
  rollout: z.boolean(),
});

export const releasesAnswerSchema = z.object({
  ok: z.literal(true),
  remote: z.string(),
  live: z.optional(z.string()),
  /** Where a rollback goes, if anywhere. */
  rollbackTarget: z.optional(z.string()),
  /** Newest first. */
  releases: z.array(releaseAnswerSchema),
  /** Published without switching and never live, newest first (absent from servers before decision 0077). */
  notLive: z.optional(z.array(notLiveAnswerSchema)),
  /** The running rollout, in short (`GET …/rollout` has the whole of it). */
  rollout: z.optional(z.object({ version: z.string(), share: z.number(), state: rolloutStateSchema })),
});

export const rollbackRequestSchema = z.strictObject({ to: z.optional(z.string()) });

export const registerRemoteRequestSchema = z.strictObject({
  name: z.string(),
  route: z.string(),
  title: z.string(),
  /** The expose the host mounts; the contract's `./App` unless told. */
  module: z.optional(z.string()),
});

export const remoteAnswerSchema = z.object({
  name: z.string(),
  route: z.string(),
  title: z.string(),
  module: z.string(),
  live: z.optional(z.string()),
});

export const registerRemoteAnswerSchema = z.object({ ok: z.literal(true), remote: remoteAnswerSchema });
export const remotesAnswerSchema = z.object({ ok: z.literal(true), remotes: z.array(remoteAnswerSchema) });

export type GateProblemAnswer = z.infer<typeof gateProblemAnswerSchema>;
export type DeployErrorAnswer = z.infer<typeof deployErrorAnswerSchema>;
export type Provenance = z.infer<typeof provenanceSchema>;
export type DeployAnswer = z.infer<typeof deployAnswerSchema>;
export type ReleaseAnswer = z.infer<typeof releaseAnswerSchema>;
export type NotLiveAnswer = z.infer<typeof notLiveAnswerSchema>;
export type ReleasesAnswer = z.infer<typeof releasesAnswerSchema>;
export type RollbackRequest = z.infer<typeof rollbackRequestSchema>;
export type RegisterRemoteRequest = z.infer<typeof registerRemoteRequestSchema>;
export type RemoteAnswer = z.infer<typeof remoteAnswerSchema>;
export type RegisterRemoteAnswer = z.infer<typeof registerRemoteAnswerSchema>;
export type RemotesAnswer = z.infer<typeof remotesAnswerSchema>;
