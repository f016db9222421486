import type { AggregateBatch } from '@mfp/store/aggregates';
import type { AnalysisWindow } from './analysisWindow';

/**
 * The rows of `batch` in the window: failures, mounts and rejected samples from its ten-minute bucket on, load times
 * from its hour on.
 */
export const withinWindow = (batch: AggregateBatch, window: AnalysisWindow): AggregateBatch => ({
  failures: batch.failures.filter((row) => row.bucket >= window.failuresFrom),
  mounts: batch.mounts.filter((row) => row.bucket >= window.failuresFrom),
  rejections: batch.rejections.filter((row) => row.bucket >= window.failuresFrom),
  timings: batch.timings.filter((row) => row.bucket >= window.timingsFrom),
});
