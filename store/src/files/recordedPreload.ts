import { preloadChunksSchema, preloadStylesheetsSchema, releasePathSchema } from '@mfp/shared/registry';
import * as z from 'zod';

/**
 * What a host page preloads of one version (decision 0042), recorded when it was published: its entry's path (absent
 * for an entry that is no classic script) and the synchronous chunks and stylesheets of each expose with
 * their integrity. The registry
 * entry takes the expose its module names (`registryFromReleases`). Here, beside `releasePreload` that makes it, and
 * not with the releases file that records it: the files know nothing of the records, which read them.
 */
export const recordedPreloadSchema = z.object({
  entry: z.optional(releasePathSchema),
  exposes: z.record(z.string(), preloadChunksSchema),
  /** The synchronous stylesheets of each expose with their integrity (decision 0066); absent for versions before. */
  styles: z.optional(z.record(z.string(), preloadStylesheetsSchema)),
});

export type RecordedPreload = z.infer<typeof recordedPreloadSchema>;
