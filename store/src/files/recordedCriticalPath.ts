import * as z from 'zod';

const byteCount = z.int().check(z.gte(0));

/**
 * What one version's critical path weighs (decision 0072), measured when it was published: the gzip bytes a browser
 * downloads of each file (by its path in the version) and their total. Here, beside `measureCriticalPath` that makes
 * it, as `recordedPreloadSchema` is beside `releasePreload`.
 */
export const recordedCriticalPathSchema = z.object({
  gzipBytes: byteCount,
  files: z.record(z.string(), byteCount),
});

export type RecordedCriticalPath = z.infer<typeof recordedCriticalPathSchema>;
