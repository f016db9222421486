import { z } from 'zod';

/**
 * What the rollout analysis needs before it judges, and how much worse is worse (decision 0073). Defaults suit the
 * example remotes; a rollout may override any of them.
 */
export const analysisThresholdsSchema = z.object({
  /** Mounts of each release in the window before their failure rates are compared at all. */
  minMounts: z.int().min(1).default(100),
  /** The largest rise of a failure rate (absolute: 0.02 is two failures more per hundred mounts) that is as good. */
  maxFailureRateIncrease: z.number().gt(0).max(1).default(0.02),
  /** Standard deviations of the intervals: 1.96 is 95%, two-sided. */
  z: z.number().gt(0).max(5).default(1.96),
  /** Load times of one kind (first or later loads, decision 0091) of each release before that kind's p95s are compared. */
  minLoads: z.int().min(1).default(50),
  /** The largest ratio of the rollout's p95 load time to the stable one's that is as good. */
  maxP95Ratio: z.number().min(1).default(1.5),
  /** A p95 rise smaller than this (ms) is as good whatever the ratio: the histogram's slots are this coarse. */
  minP95IncreaseMs: z.int().min(0).default(100),
});

export type AnalysisThresholds = z.infer<typeof analysisThresholdsSchema>;
