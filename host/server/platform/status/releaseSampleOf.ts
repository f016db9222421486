import { releaseFailureGroup, RELEASE_FAILURE_GROUPS, type ReleaseFailureGroup } from '@mfp/shared/failures';
import type { ReleaseSample } from '@mfp/shared/rollouts';
import type { AggregateBatch } from '@mfp/store/aggregates';
import { isFailureKind } from './isFailureKind';
import { addHistograms, countOf, quantileOf } from './loadTimeQuantiles';

/**
 * What every host counted of one release (`remote` at `version`) in `counts`, as the rollout rule takes it
 * (`compareReleases`, decision 0073): its mounts, its failures by group (`releaseFailureGroup`; kinds that are not the
 * release's fault left out), and its load times' count and p95 from their histograms, interpolated as the status page's.
 *
 * The window is the caller's: the rows `read(since)` returned. Mounts and failures are in ten-minute buckets, load
 * times in hourly ones, so a window shorter than an hour takes its load times from whole hours (decision 0075).
 * Failures are summed: the rule counts at most one failure of a group per mount, which counts cannot tell (a mount
 * that fails twice in one group, e.g. on the server and again in the browser, counts twice).
 */
export function releaseSampleOf(counts: AggregateBatch, remote: string, version: string): ReleaseSample {
  const ofRelease = (row: { remote: string; version: string }) => row.remote === remote && row.version === version;
  const mounts = counts.mounts.filter(ofRelease).reduce((sum, row) => sum + row.count, 0);
  const failures = Object.fromEntries(RELEASE_FAILURE_GROUPS.map((group) => [group, 0])) as Record<
    ReleaseFailureGroup,
    number
  >;
  for (const row of counts.failures.filter(ofRelease)) {
    const group = isFailureKind(row.kind) ? releaseFailureGroup(row.kind) : undefined;
    if (group) failures[group] += row.count;
  }
  const histogram = counts.timings
    .filter(ofRelease)
    .reduce<number[]>((sum, row) => addHistograms(sum, row.histogram), []);
  return { version, mounts, failures, loads: { count: countOf(histogram), p95Ms: quantileOf(histogram, 0.95) } };
}
