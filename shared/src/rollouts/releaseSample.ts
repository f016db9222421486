import type { ReleaseFailureGroup } from '../failures';

/** What every host counted of one release of a remote over the analysis window. */
export interface ReleaseSample {
  version: string;
  /** Mounts of the release's slot: every one, not a sample. */
  mounts: number;
  /** Failures of those mounts, by group (`releaseFailureGroup`). */
  failures: Record<ReleaseFailureGroup, number>;
  /** The load times counted, and their 95th percentile (from the hosts' histograms). */
  loads: { count: number; p95Ms: number };
}
