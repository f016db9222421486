import { bootstrapInterval, targetResult } from '../analysis/bootstrap';
import { pairRatios, quantile, spread } from '../analysis/stats';
import type { RegistryCaseResult } from '../results/resultsSchema';

/** How many remotes the registry-size cases list; the first is the baseline the others are divided by. */
export const REGISTRY_SIZES = [2, 10, 50, 200] as const;

/** Issue 21: at 200 remotes, content at most 1.05x the 2-remote case, and at most 150 bytes gzip more page per remote. */
const REGISTRY_TARGET = { remotes: 200, ceiling: 1.05 } as const;
export const PAGE_GZIP_BYTES_PER_REMOTE_GOAL = 150;

const registryCaseId = (remotes: number) => `registry-${remotes}-remotes`;

/** What was measured of one registry size. */
export interface RegistrySizeSample {
  remotes: number;
  pageBytes: { raw: number; gzip: number };
  renderMs: { first: number; median: number };
  /** One per round, in round order. */
  paintMs: number[];
  mainThreadCpuMs: number[];
  registryMs: number[];
  navigationMs: number[];
  rssMb: { afterStart: number; afterVisits: number; peak: number };
}

const medianOrNull = (values: readonly number[]) => (values.length === 0 ? null : quantile(values, 0.5));

/** Each size against the smallest, round by round (a round visits every size once, so a drift hits a round alike). */
export function registryCases(samples: readonly RegistrySizeSample[]): RegistryCaseResult[] {
  const [baseline] = samples;
  if (!baseline) return [];
  return samples.map((sample) => {
    const isBaseline = sample === baseline;
    const interval = isBaseline ? null : bootstrapInterval(pairRatios(sample.paintMs, baseline.paintMs));
    return {
      id: registryCaseId(sample.remotes),
      remotes: sample.remotes,
      pageBytes: sample.pageBytes,
      gzipBytesPerRemote: isBaseline
        ? null
        : Math.round((sample.pageBytes.gzip - baseline.pageBytes.gzip) / (sample.remotes - baseline.remotes)),
      renderMs: sample.renderMs,
      paintMs: spread(sample.paintMs),
      ratio: isBaseline ? null : spread(pairRatios(sample.paintMs, baseline.paintMs)),
      ratioInterval: interval,
      target:
        interval && sample.remotes === REGISTRY_TARGET.remotes
          ? targetResult(interval, { ceiling: REGISTRY_TARGET.ceiling })
          : null,
      rssMb: sample.rssMb,
      registryMs: medianOrNull(sample.registryMs),
      navigationMs: medianOrNull(sample.navigationMs),
      mainThreadCpuMs: quantile(sample.mainThreadCpuMs, 0.5),
    };
  });
}
