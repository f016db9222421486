import * as z from 'zod';

/**
 * The contract of bench/results/latest.json, documented key by key in bench/README.md. Times are milliseconds since
 * the navigation started, bytes are bytes; a spread is the median with its quartiles and extremes.
 */
export const spreadSchema = z.object({
  median: z.number(),
  p25: z.number(),
  p75: z.number(),
  min: z.number(),
  max: z.number(),
});

const scriptBytesSchema = z.object({ raw: z.number(), gzip: z.number(), wire: z.number() });

/** A bootstrap confidence interval of a median (bench/analysis/bootstrap.ts). */
export const intervalSchema = z.object({
  estimate: z.number(),
  low: z.number(),
  high: z.number(),
  level: z.number(),
  resamples: z.number(),
});

const verdictSchema = z.enum(['met', 'inside', 'missed']);

/** A ceiling on a ratio, and where it stands against the ratio's interval. */
export const targetSchema = z.object({
  ceiling: z.number(),
  verdict: verdictSchema,
  goal: z.number().nullable(),
  goalVerdict: verdictSchema.nullable(),
});

/** From a Chromium trace of each run, up to the paint (bench/trace/traceSummary.ts); medians over the runs. */
const mainThreadSchema = z.object({
  cpuMs: spreadSchema,
  busyMs: z.number(),
  scriptCpuMs: z.number(),
  /** Raw bytes of the scripts V8 compiled from source, took from its code cache, and evaluated. */
  compiledBytes: z.number(),
  codeCacheBytes: z.number(),
  evaluatedBytes: z.number(),
  compiledScripts: z.number(),
  codeCacheScripts: z.number(),
});

export const loadAverageSchema = z.object({ before: z.array(z.number()), after: z.array(z.number()) });

const variantSchema = z.object({
  paintMs: spreadSchema,
  requests: z.number(),
  cachedRequests: z.number(),
  roundTrips: z.number(),
  javascriptBytes: scriptBytesSchema,
  reactDomCopies: z.number(),
  federationRuntimeCopies: z.number(),
  mainThread: mainThreadSchema,
});

const caseSchema = z.object({
  id: z.string(),
  label: z.string(),
  visit: z.enum(['cold', 'warm-new-tab', 'warm-reload', 'returning']),
  protocol: z.enum(['http1', 'h2']),
  latencyMs: z.number(),
  megabitsPerSecond: z.number().nullable(),
  pairs: z.number(),
  federated: variantSchema,
  singleBundle: variantSchema,
  ratio: spreadSchema,
  ratioInterval: intervalSchema,
  target: targetSchema.nullable(),
  cpuRatio: spreadSchema,
  cpuRatioInterval: intervalSchema,
  federationGzipBeyondSingleBundle: z.number(),
  loadAverage: loadAverageSchema,
});

const registryCaseSchema = z.object({
  id: z.string(),
  remotes: z.number(),
  pageBytes: z.object({ raw: z.number(), gzip: z.number() }),
  /** Gzip bytes the page gained per remote over the smallest case; null for that case. */
  gzipBytesPerRemote: z.number().nullable(),
  renderMs: z.object({ first: z.number(), median: z.number() }),
  paintMs: spreadSchema,
  /** This case / the smallest case, round by round; null for that case. */
  ratio: spreadSchema.nullable(),
  ratioInterval: intervalSchema.nullable(),
  target: targetSchema.nullable(),
  rssMb: z.object({ afterStart: z.number(), afterVisits: z.number(), peak: z.number() }),
  registryMs: z.number().nullable(),
  navigationMs: z.number().nullable(),
  mainThreadCpuMs: z.number(),
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
  schemaVersion: z.literal(2),
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
  isolation: z.object({ pinned: z.boolean(), description: z.string() }),
  warnings: z.array(z.string()),
  signal: z.string(),
  durationSeconds: z.number(),
  cases: z.array(caseSchema),
  registrySize: z.object({
    networkCase: z.string(),
    rounds: z.number(),
    cases: z.array(registryCaseSchema),
    loadAverage: loadAverageSchema,
  }),
  fallbacks: z.object({ refused: fallbackSchema, hang: fallbackSchema }),
  waterfalls: z.object({
    federated: waterfallSchema,
    singleBundle: waterfallSchema,
    warmFederated: waterfallSchema,
    warmSingleBundle: waterfallSchema,
    h2Federated: waterfallSchema,
  }),
});

const variantSignalsSchema = z.object({ contentMs: spreadSchema, interactiveMs: spreadSchema });

/** One ratio of two rendering variants on one signal, round by round (bench/serverRendering/renderingFigures.ts). */
const renderingComparisonSchema = z.object({
  id: z.string(),
  signal: z.enum(['contentMs', 'interactiveMs']),
  numerator: z.string(),
  denominator: z.string(),
  ratio: spreadSchema,
  ratioInterval: intervalSchema,
  target: targetSchema.nullable(),
});

/** A server's answer time for the page on loopback, ms (bench/serverRendering/measureServerCost.ts). */
const answerTimesSchema = z.object({ p50: z.number(), p99: z.number(), mean: z.number() });
const quantileRatioSchema = z.object({ interval: intervalSchema, target: targetSchema });

/**
 * What every comparison of a few variants on one page records about its run, as `latest.json` does: when, on what
 * machine and isolation, the warnings, the page and each variant in words.
 */
export const comparisonRunShape = {
  schemaVersion: z.literal(1),
  date: z.string(),
  machine: benchResultsSchema.shape.machine,
  isolation: benchResultsSchema.shape.isolation,
  warnings: z.array(z.string()),
  page: z.string(),
  variants: z.record(z.string(), z.string()),
};

/** The contract of bench/results/server-rendering.json (bench/README.md, decision 0067). */
export const serverRenderingResultsSchema = z.object({
  ...comparisonRunShape,
  signals: z.object({ contentMs: z.string(), interactiveMs: z.string() }),
  cases: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      visit: caseSchema.shape.visit,
      latencyMs: z.number(),
      rounds: z.number(),
      variants: z.record(z.string(), variantSignalsSchema),
      comparisons: z.array(renderingComparisonSchema),
      loadAverage: loadAverageSchema,
    }),
  ),
  serverCost: z.object({
    method: z.string(),
    requests: z.number(),
    warmup: z.number(),
    federated: answerTimesSchema,
    singleBundle: answerTimesSchema,
    clientRendered: answerTimesSchema,
    ratio: z.object({ p50: quantileRatioSchema, p99: quantileRatioSchema }),
    loadAverage: loadAverageSchema,
  }),
});

export type BenchResults = z.infer<typeof benchResultsSchema>;
export type ServerRenderingResults = z.infer<typeof serverRenderingResultsSchema>;
export type RenderingComparison = z.infer<typeof renderingComparisonSchema>;
export type AnswerTimes = z.infer<typeof answerTimesSchema>;
export type CaseResult = z.infer<typeof caseSchema>;
export type VariantSummary = z.infer<typeof variantSchema>;
export type FallbackResult = z.infer<typeof fallbackSchema>;
export type Waterfall = z.infer<typeof waterfallSchema>;
export type Interval = z.infer<typeof intervalSchema>;
export type TargetResult = z.infer<typeof targetSchema>;
export type MainThread = z.infer<typeof mainThreadSchema>;
export type RegistryCaseResult = z.infer<typeof registryCaseSchema>;
