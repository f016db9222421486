import * as z from 'zod';
import { analysisThresholdsSchema } from './analysisThresholds';

const { shape } = analysisThresholdsSchema;

/**
 * One rollout's overrides of the analysis thresholds: any of the settings' (`analysisThresholdsSchema`), each checked
 * the same way, and nothing filled in. `analysisThresholdsSchema.partial()` would fill every default in, and a
 * rollout's record would then override settings nobody asked it to.
 */
export const thresholdOverridesSchema = z.object({
  minMounts: z.optional(shape.minMounts.unwrap()),
  maxFailureRateIncrease: z.optional(shape.maxFailureRateIncrease.unwrap()),
  z: z.optional(shape.z.unwrap()),
  minLoads: z.optional(shape.minLoads.unwrap()),
  maxP95Ratio: z.optional(shape.maxP95Ratio.unwrap()),
  minP95IncreaseMs: z.optional(shape.minP95IncreaseMs.unwrap()),
});

/** The names a threshold override may have, e.g. for `--threshold <name>=<value>`. */
export const THRESHOLD_NAMES = Object.keys(thresholdOverridesSchema.shape) as (keyof ThresholdOverrides)[];

export type ThresholdOverrides = z.infer<typeof thresholdOverridesSchema>;
