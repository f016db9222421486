import { remoteNameSchema, remoteServerRenderSchema } from '@mfp/shared/registry';
import * as z from 'zod';

/**
 * The records beside the releases that the deploy API keeps: deploy tokens (hashes only), remotes registered before
 * their first deploy, and the audit trail. Defined once here; the folder and the database implementations store
 * exactly these shapes.
 */

/** What a token may do: deploy and roll back one remote, or everything (register remotes too). */
const tokenScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('remote'), remote: remoteNameSchema }),
  z.object({ kind: z.literal('admin') }),
]);

export const deployTokenRecordSchema = z.looseObject({
  /** Public id, part of the token and of every log line and history entry (`tok_…`). */
  id: z.string().regex(/^tok_[a-z0-9]{8,32}$/),
  scope: tokenScopeSchema,
  /** `sha256:<hex>` of the token's secret part. The token itself is never stored (decision 0036). */
  hash: z.string().regex(/^sha256:[0-9a-f]{64}$/),
  createdAt: z.iso.datetime(),
  expiresAt: z.optional(z.iso.datetime()),
  revokedAt: z.optional(z.iso.datetime()),
  note: z.optional(z.string().max(200)),
  /** Who created it: the operating-system user and machine, or an admin token's id. */
  createdBy: z.optional(z.string()),
});

/** A remote the platform team registered; it reaches the registry with its first deploy. */
export const remoteRegistrationSchema = z.looseObject({
  name: remoteNameSchema,
  route: z.string().startsWith('/'),
  title: z.string().min(1).max(80),
  module: z.string().startsWith('./'),
  registeredAt: z.iso.datetime(),
  registeredBy: z.optional(z.string()),
});

/**
 * A remote's budget (decision 0072): the most gzip bytes its critical path (manifest, entry, and the files its exposed
 * module needs on first render) may weigh; the deploy gate refuses a release over it as `over-budget`. In bytes; the
 * command takes KB (`BYTES_PER_KB`).
 */
const remoteBudgetSchema = z.object({ maxBytes: z.int().check(z.gte(1), z.lte(100_000_000)) });

/**
 * The platform team's settings of one remote, registered or known from its releases alike (decisions 0065, 0072).
 * The server-render ones go into its registry entry whenever the registry is derived, so they outlive deploys,
 * switches and rollbacks; the budget is read by the deploy gate. One record a remote; each command changes its own
 * part of it (`changeRemoteSettings`) and keeps the others.
 */
export const remoteSettingsSchema = z.looseObject({
  name: remoteNameSchema,
  /** Absent: the host's server-render settings apply to the remote unchanged. */
  serverRender: z.optional(remoteServerRenderSchema),
  /** Absent: the gate does not weigh the remote's releases. */
  budget: z.optional(remoteBudgetSchema),
  changedAt: z.iso.datetime(),
  changedBy: z.optional(z.string()),
});

/**
 * What an entry records. `read` is a refused read (a listing asked for with a bad token): reads that succeed change
 * nothing and are not recorded.
 */
const AUDIT_ACTIONS = [
  'upload',
  'deploy',
  'rollback',
  'register',
  'server-render',
  'budget',
  'api-origins',
  // Safe delivery (decision 0074): a release published without switching, a preview link issued, a rollout's
  // commands, and the analysis's own decisions (`rollout-step`, `rollout-complete`, `rollout-abort` with no token).
  'publish',
  'preview-link',
  'rollout-start',
  'rollout-pause',
  'rollout-resume',
  'rollout-promote',
  'rollout-abort',
  'rollout-step',
  'rollout-complete',
  'token-create',
  'token-revoke',
  'read',
] as const;

/** One line of the audit trail: who did what to which remote, and how it ended. Never a token. */
export const auditEntrySchema = z.looseObject({
  at: z.iso.datetime(),
  action: z.enum(AUDIT_ACTIONS),
  /** `ok`, `refused` (the caller's fault: a bad token, a gate problem) or `failed` (the platform's). */
  result: z.enum(['ok', 'refused', 'failed']),
  /** The deploy API's error code for a refusal or failure (`@mfp/shared/deploy`). */
  code: z.optional(z.string()),
  remote: z.optional(z.string()),
  version: z.optional(z.string()),
  contentHash: z.optional(z.string()),
  tokenId: z.optional(z.string()),
  commit: z.optional(z.string()),
  ciUrl: z.optional(z.string()),
  client: z.optional(z.string()),
  /** What the entry needs beyond the fields: the gate's problem kinds, a token's scope. Short; never a secret. */
  detail: z.optional(z.string().max(2000)),
});

export type TokenScope = z.infer<typeof tokenScopeSchema>;
export type DeployTokenRecord = z.infer<typeof deployTokenRecordSchema>;
export type RemoteRegistration = z.infer<typeof remoteRegistrationSchema>;
export type RemoteSettings = z.infer<typeof remoteSettingsSchema>;
export type RemoteBudget = z.infer<typeof remoteBudgetSchema>;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditEntry = z.infer<typeof auditEntrySchema>;
