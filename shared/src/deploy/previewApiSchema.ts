import * as z from 'zod';

/**
 * A preview link as the deploy API issues it (decision 0077): the host page at the remote's route with the signed
 * parameter, and when it stops working. Only the one who asked gets the URL: logs and the audit name the remote, the
 * version and the expiry, never the link.
 */
export const previewLinkSchema = z.object({ url: z.string(), expiresAt: z.iso.datetime() });

/** `POST …/remotes/<name>/previews`: a fresh link to a release published without switching. */
export const previewRequestSchema = z.strictObject({
  version: z.string().min(1),
  /** How long the link lasts; `DEFAULT_PREVIEW_TTL_MS` unless told, within `MIN_`/`MAX_PREVIEW_TTL_MS`. */
  ttlMs: z.optional(z.int()),
});

export const previewAnswerSchema = z.object({
  ok: z.literal(true),
  remote: z.string(),
  version: z.string(),
  preview: previewLinkSchema,
});

export type PreviewLink = z.infer<typeof previewLinkSchema>;
export type PreviewRequest = z.infer<typeof previewRequestSchema>;
export type PreviewAnswer = z.infer<typeof previewAnswerSchema>;
