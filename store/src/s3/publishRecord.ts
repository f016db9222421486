import * as z from 'zod';

/**
 * The record that makes a version of a bucket store exist, put after all its files: the content hash of what was
 * published (`contentHash` of the staged build, siblings left out, so it equals the folder store's for the same files),
 * and what the upload counted. Reading it is one request, where hashing the objects again would download them all.
 */
export const publishRecordSchema = z.object({
  contentHash: z.string().regex(/^[0-9a-f]{64}$/),
  files: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
  publishedAt: z.string(),
});

export type PublishRecord = z.infer<typeof publishRecordSchema>;
