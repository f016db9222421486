import * as z from 'zod';

/**
 * The contract of bench/results/latest.json, documented key by key in bench/README.md. Times are milliseconds since
 * the navigation started, bytes are bytes; a spread is the median with its quartiles and extremes.
 */
const spreadSchema = z.object({
  median: z.number(),
  p25: z.number(),
  p75: z.number(),
  min: z.number(),
  max: z.number(),
});

const scriptBytesSchema = z.object({ raw: z.number(), gzip: z.number(), wire: z.number() });

const variantSchema = z.object({
  paintMs: spreadSchema,
  requests: z.number(),
  cachedRequests: z.number(),
  roundTrips: z.number(),
  javascriptBytes: scriptBytesSchema,
  reactDomCopies: z.number(),
  federationRuntimeCopies: z.number(),
});

const caseSchema = z.object({
  id: z.string(),
  label: z.string(),
  visit: z.enum(['cold', 'warm']),
  latencyMs: z.number(),
  megabitsPerSecond: z.number().nullable(),
  pairs: z.number(),
  federated: variantSchema,
  singleBundle: variantSchema,
  ratio: spreadSchema,
  federationGzipBeyondSingleBundle: z.number(),
});

const fallbackSchema = z.object({
  route: z.string(),
  networkCase: z.string(),
  configuredTimeoutMs: z.number(),
  runs: z.number(),
  ms: spreadSchema,
});

const waterfallRowSchema = z.object({
  url: z.string(),
  type: z.string(),
  start: z.number(),
  end: z.number().nullable(),
  fromCache: z.boolean(),
  wireBytes: z.number(),
  initiator: z.string(),
});

const waterfallSchema = z.object({ caseId: z.string(), paintMs: z.number(), requests: z.array(waterfallRowSchema) });

export const benchResultsSchema = z.object({
  schemaVersion: z.literal(1),
  date: z.string(),
  machine: z.object({
    cpu: z.string(),
    cores: z.number(),
    memoryGb: z.number(),
    loadAverageBefore: z.array(z.number()),
    loadAverageAfter: z.array(z.number()),
    node: z.string(),
    chromium: z.string(),
    commit: z.string(),
  }),
  signal: z.string(),
  durationSeconds: z.number(),
  cases: z.array(caseSchema),
  fallbacks: z.object({ refused: fallbackSchema, hang: fallbackSchema }),
  waterfalls: z.object({ federated: waterfallSchema, singleBundle: waterfallSchema }),
});

export type BenchResults = z.infer<typeof benchResultsSchema>;
export type CaseResult = z.infer<typeof caseSchema>;
export type VariantSummary = z.infer<typeof variantSchema>;
export type FallbackResult = z.infer<typeof fallbackSchema>;
export type Waterfall = z.infer<typeof waterfallSchema>;
