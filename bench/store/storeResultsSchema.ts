import * as z from 'zod';
import { benchResultsSchema } from '../results/resultsSchema';

/**
 * The contract of bench/results/store.json (`npm run bench:store`), documented key by key in bench/README.md. Times
 * are milliseconds, bytes are bytes.
 */
const timingsSchema = z.object({ median: z.number(), min: z.number(), max: z.number() });
const spreadSchema = timingsSchema.extend({ p25: z.number(), p75: z.number() });
const writtenSchema = z.object({ objects: z.number(), bytes: z.number(), siblings: z.number() });
const tallySchema = z.record(z.string(), z.number());

const publishSchema = z.object({
  remote: z.string(),
  rounds: z.number(),
  folderMs: timingsSchema,
  s3Ms: timingsSchema,
  ratio: z.object({ perRound: z.array(z.number()), median: z.number() }),
  roundsMs: z.object({ folder: z.array(z.number()), s3: z.array(z.number()) }),
  written: z.object({ folder: writtenSchema, s3: writtenSchema }),
});

const filesVariantSchema = z.object({
  filesOrigin: z.string(),
  paintMs: spreadSchema,
  fileRequests: z.number(),
  fileWireBytes: z.number(),
  encodings: tallySchema,
});

/** The CDN case ran, or did not, and why. */
const cdnCaseSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('measured'),
    networkCase: z.string(),
    pairs: z.number(),
    storeServer: filesVariantSchema,
    cdn: filesVariantSchema,
    ratio: spreadSchema,
    cdnCacheStatus: z.object({ firstLoad: tallySchema, secondLoad: tallySchema }),
  }),
  z.object({ kind: z.literal('skipped'), reason: z.string() }),
]);

export const storeResultsSchema = z.object({
  schemaVersion: z.literal(1),
  date: z.string(),
  machine: benchResultsSchema.shape.machine,
  durationSeconds: z.number(),
  publish: publishSchema,
  cdnCase: cdnCaseSchema,
});

export type StoreResults = z.infer<typeof storeResultsSchema>;
export type CdnCase = z.infer<typeof cdnCaseSchema>;
