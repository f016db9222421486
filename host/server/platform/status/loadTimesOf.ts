import type { LoadTimes } from '@mfp/shared/status';
import { bucketStart, type AggregateBatch } from '@mfp/store/aggregates';
import { addHistograms, countOf, quantileOf } from './loadTimeQuantiles';

/** The chart's points: a day in 24, whatever the size of the buckets the load times are counted in. */
const CHART_POINT_MS = 60 * 60_000;

/**
 * `remote`'s load times per version over the counts' day: count, p50 and p95 from the summed histograms, and the
 * series the status page charts, one point per hour. '' (an unknown version) is left out.
 */
export function loadTimesOf(remote: string, counts: AggregateBatch): LoadTimes[] {
  const versions = new Map<string, { day: number[]; series: Map<string, number[]> }>();
  for (const row of counts.timings) {
    if (row.remote !== remote || row.version === '') continue;
    let version = versions.get(row.version);
    if (!version) versions.set(row.version, (version = { day: [], series: new Map() }));
    addHistograms(version.day, row.histogram);
    const point = bucketStart(Date.parse(row.bucket), CHART_POINT_MS);
    version.series.set(point, addHistograms(version.series.get(point) ?? [], row.histogram));
  }
  return [...versions].map(([version, { day, series }]) => ({
    version,
    count: countOf(day),
    p50Ms: quantileOf(day, 0.5),
    p95Ms: quantileOf(day, 0.95),
    series: [...series]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([at, histogram]) => ({
        at,
        count: countOf(histogram),
        p50Ms: quantileOf(histogram, 0.5),
        p95Ms: quantileOf(histogram, 0.95),
      })),
  }));
}
