// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the package has no types; its declaration must come with this file into the tests' program
/// <reference path="./parse-prometheus-text-format.d.ts" />
import parsePrometheusTextFormat from 'parse-prometheus-text-format';

/** One sample of a parsed scrape: its labels and value. */
export interface Sample {
  labels: Record<string, string>;
  value: number;
}

/**
 * parse-prometheus-text-format 1.1.1 folds every sample of a histogram family into one and drops their labels (its
 * `flattenMetrics` assumes a histogram without labels). Without their `# TYPE … histogram` line, a histogram's
 * `_bucket`, `_sum` and `_count` series parse as plain families, each sample with its labels, `le` included.
 */
const HISTOGRAM_TYPE_LINE = /^# TYPE \S+ histogram$/gm;

/**
 * A scrape parsed by a maintained Prometheus text parser (parse-prometheus-text-format, prom2json's output), as
 * `name → samples`; histograms as their `_bucket`, `_sum` and `_count` series. Test-only: the servers write the format, they never read it.
 */
export function parseScrape(text: string): Map<string, Sample[]> {
  const families = new Map<string, Sample[]>();
  for (const family of parsePrometheusTextFormat(text.replace(HISTOGRAM_TYPE_LINE, '')))
    families.set(
      family.name,
      family.metrics.map((metric) => ({ labels: metric.labels ?? {}, value: Number(metric.value) })),
    );
  return families;
}

/** The value of the sample of `name` whose labels include `labels`; 0 when there is none (a counter not yet moved). */
export function sampleValue(scrape: Map<string, Sample[]>, name: string, labels: Record<string, string> = {}): number {
  const sample = scrape
    .get(name)
    ?.find((candidate) => Object.entries(labels).every(([key, value]) => candidate.labels[key] === value));
  return sample?.value ?? 0;
}
