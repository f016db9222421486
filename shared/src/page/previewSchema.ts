import * as z from 'zod/mini';
import { remoteNameSchema } from '../registry/registrySchema';

/** Why a preview link is refused: its value (`malformed`, `altered`, `expired`), or a release the registry does not offer. */
export const PREVIEW_REFUSALS = ['malformed', 'altered', 'expired', 'not-offered'] as const;
export type PreviewRefusal = (typeof PREVIEW_REFUSALS)[number];

/**
 * What the host server made of the page's preview link (`?mfp-preview=`, issue 33), for the page's banner: `valid`,
 * the remote and release the page shows in place of the one the visitor would get; `refused`, why (nothing of the
 * link is loaded), with the remote and version when the link could be read. Never the link's value.
 */
export const previewSchema = z.union([
  z.object({ status: z.literal('valid'), remote: remoteNameSchema, version: z.string() }),
  z.object({
    status: z.literal('refused'),
    reason: z.enum(PREVIEW_REFUSALS),
    remote: z.optional(remoteNameSchema),
    version: z.optional(z.string()),
  }),
]);

export type Preview = z.infer<typeof previewSchema>;
