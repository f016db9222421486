import { FAILURE_KINDS, RELEASE_FAILURE_GROUPS, releaseFailureGroup, type FailureKind } from '@mfp/shared/failures';
import type { ReleaseSample } from '@mfp/shared/rollouts';
import type { AggregateBatch } from '@mfp/store/aggregates';
import { addHistograms, countOf, quantileOf } from '../platform/status/loadTimeQuantiles';
import type { AnalysisWindow } from './analysisWindow';
import { mountsOf } from './mountsOf';

const isKind = (kind: string): kind is FailureKind => (FAILURE_KINDS as readonly string[]).includes(kind);

/**
 * What every host counted of one release of a remote over the window (`ReleaseSample`, the rule's input): its mounts,
 * its failures by group (`releaseFailureGroup`: kinds that are not the release's fault count in none), and its load
 * times' count and p95 from the summed histograms, read as the status page reads them.
 */
export function releaseSampleOf(
  batch: AggregateBatch,
  remote: string,
  version: string,
  window: AnalysisWindow,
): ReleaseSample {
  const failures = Object.fromEntries(RELEASE_FAILURE_GROUPS.map((group) => [group, 0])) as ReleaseSample['failures'];
  for (const row of batch.failures) {
    if (row.remote !== remote || row.version !== version || row.bucket < window.failuresFrom) continue;
    const group = isKind(row.kind) ? releaseFailureGroup(row.kind) : undefined;
    if (group) failures[group] += row.count;
  }
  const histogram: number[] = [];
  for (const row of batch.timings)
    if (row.remote === remote && row.version === version && row.bucket >= window.timingsFrom)
      addHistograms(histogram, row.histogram);
  return {
    version,
    mounts: mountsOf(batch, remote, version, window.failuresFrom),
    failures,
    loads: { count: countOf(histogram), p95Ms: quantileOf(histogram, 0.95) },
  };
}
