import { releaseFailureGroup, RELEASE_FAILURE_GROUPS, type ReleaseFailureGroup } from '@mfp/shared/failures';
import type { LoadFigures, ReleaseSample } from '@mfp/shared/rollouts';
import { LOAD_KINDS, type LoadKind } from '@mfp/shared/status';
import type { AggregateBatch } from '@mfp/store/aggregates';
import { isFailureKind } from './isFailureKind';
import { addHistograms, countOf, quantileOf } from './loadTimeQuantiles';

/**
 * What every host counted of one release (`remote` at `version`) in `counts`, as the rollout rule takes it
 * (`compareReleases`, decision 0073): its mounts, its failures by group (`releaseFailureGroup`; kinds that are not the
 * release's fault left out), and its load times' count and p95 from their histograms, interpolated as the status page's:
 * per load kind, which the rule compares (decision 0091), and of all kinds together.
 *
 * The window is the caller's: the rows `read(since)` returned, all in ten-minute buckets (decision 0089).
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
  const histograms = Object.fromEntries(LOAD_KINDS.map((kind) => [kind, [] as number[]])) as Record<LoadKind, number[]>;
  for (const row of counts.timings.filter(ofRelease)) addHistograms(histograms[row.load], row.histogram);
  const byKind = Object.fromEntries(LOAD_KINDS.map((kind) => [kind, figuresOf(histograms[kind])])) as Record<
    LoadKind,
    LoadFigures
  >;
  const all = LOAD_KINDS.reduce<number[]>((sum, kind) => addHistograms(sum, histograms[kind]), []);
  return { version, mounts, failures, loads: { ...figuresOf(all), byKind } };
}

const figuresOf = (histogram: readonly number[]): LoadFigures => ({
  count: countOf(histogram),
  p95Ms: quantileOf(histogram, 0.95),
});
