import type { ReleaseFailureGroup } from '../failures';
import type { LoadKind } from './loadKinds';

/** Load times counted, and their 95th percentile (from the hosts' histograms). */
export interface LoadFigures {
  count: number;
  p95Ms: number;
}

/** What every host counted of one release of a remote over the analysis window. */
export interface ReleaseSample {
  version: string;
  /** Mounts of the release's slot: every one, not a sample. */
  mounts: number;
  /** Failures of those mounts, by group (`releaseFailureGroup`). */
  failures: Record<ReleaseFailureGroup, number>;
  /**
   * Every load time counted, and the same per load kind (decision 0091): the rule compares each kind only with its
   * own kind; the figures of all kinds together are what a person reads at a glance.
   */
  loads: LoadFigures & { byKind: Record<LoadKind, LoadFigures> };
}
