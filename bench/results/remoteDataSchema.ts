import * as z from 'zod';
import { comparisonRunShape, intervalSchema, loadAverageSchema, spreadSchema, targetSchema } from './resultsSchema';

/** The figures of one visit of a data page (bench/remoteData/dataFigures.ts). */
export const DATA_SIGNALS = ['firstByteMs', 'shellMs', 'contentMs', 'interactiveMs', 'apiRequests'] as const;
const dataSignalSchema = z.enum(DATA_SIGNALS);

/** One ratio, federated / single bundle on one signal, taken round by round. */
const dataComparisonSchema = z.object({
  id: z.string(),
  signal: dataSignalSchema,
  ratio: spreadSchema,
  ratioInterval: intervalSchema,
  target: targetSchema.nullable(),
});

/** A variant's first byte at this API latency / its first byte at 0 ms: medians of two samples, not pairs. */
const firstByteGrowthSchema = z.object({
  ratio: z.number(),
  interval: intervalSchema,
  target: targetSchema.nullable(),
});

/** The contract of bench/results/remote-data.json (bench/README.md, issue 42). */
export const remoteDataResultsSchema = z.object({
  ...comparisonRunShape,
  signals: z.record(dataSignalSchema, z.string()),
  cases: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      visit: z.string(),
      networkLatencyMs: z.number(),
      apiLatencyMs: z.number(),
      rounds: z.number(),
      variants: z.record(z.string(), z.record(dataSignalSchema, spreadSchema)),
      comparisons: z.array(dataComparisonSchema),
      firstByteGrowth: z.record(z.string(), firstByteGrowthSchema.nullable()),
      loadAverage: loadAverageSchema,
    }),
  ),
  clientNavigations: z.array(
    z.object({
      variant: z.string(),
      apiLatencyMs: z.number(),
      from: z.string(),
      to: z.string(),
      apiRequests: z.number(),
      dataRouteRequests: z.number(),
    }),
  ),
});

export type RemoteDataResults = z.infer<typeof remoteDataResultsSchema>;
export type DataComparison = z.infer<typeof dataComparisonSchema>;
export type FirstByteGrowth = z.infer<typeof firstByteGrowthSchema>;
