import type { PlatformSingleton } from './platformSingletons';

/**
 * One reason a remote cannot run in this host, or might not. Hard problems stop the load (`shared-incompatible`);
 * soft ones only let a later render failure be classified as `shared-incompatible` rather than `render-failed`.
 */
export type CompatibilityProblem =
  /** The manifest does not list the package: the remote bundles its own copy, or (soft) may not use it at all. */
  | { type: 'not-shared'; package: PlatformSingleton; hostVersion: string; severity: 'hard' | 'soft' }
  /** Shared, but not as a singleton: the remote may load a second copy beside the host's. */
  | { type: 'not-singleton'; package: PlatformSingleton; hostVersion: string; severity: 'hard' }
  /** The remote's `requiredVersion` for the package (or one of its subpaths) is not met by the host's version. */
  | {
      type: 'version-unsatisfied';
      package: string;
      requiredVersion: string;
      hostVersion: string;
      strict: boolean;
      severity: 'hard';
    }
  /** Built against another major than the host provides, whatever its range says. */
  | { type: 'major-mismatch'; package: string; remoteVersion: string; hostVersion: string; severity: 'hard' };

export type CompatibilityResult =
  | { status: 'compatible'; softProblems: CompatibilityProblem[] }
  | { status: 'incompatible'; problems: CompatibilityProblem[]; softProblems: CompatibilityProblem[] };
