import { satisfy } from '@module-federation/runtime-core';
import type { CompatibilityProblem, CompatibilityResult } from './CompatibilityProblem';
import type { ManifestShared } from './manifestSchema';
import { PLATFORM_SINGLETONS, platformSingletonOf } from './platformSingletons';

/** The host's shared dependencies: package name -> the version the host provides (`19.3.1`). */
export type HostSharedVersions = Readonly<Record<string, string>>;

const major = (version: string) => /^\D*(\d+)/.exec(version)?.[1];

function versionProblems(entries: ManifestShared[], hostVersion: string): CompatibilityProblem[] {
  const problems: CompatibilityProblem[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const base = platformSingletonOf(entry.name) ?? entry.name;
    const required = entry.requiredVersion;
    if (typeof required === 'string' && !satisfy(hostVersion, required) && !seen.has(`range ${required}`)) {
      seen.add(`range ${required}`);
      const strict = entry.strictVersion === true;
      problems.push({
        type: 'version-unsatisfied',
        package: base,
        requiredVersion: required,
        hostVersion,
        strict,
        severity: 'hard',
      });
    }
    if (major(entry.version) !== major(hostVersion) && !seen.has('major')) {
      seen.add('major');
      problems.push({
        type: 'major-mismatch',
        package: base,
        remoteVersion: entry.version,
        hostVersion,
        severity: 'hard',
      });
    }
  }
  return problems;
}

/**
 * Checks a remote's shared dependencies (the `shared` list of its `mf-manifest.json`) against what the host shares.
 * Pure and synchronous, so the host runs it on each manifest before loading the entry, and the deploy gate before
 * publishing. Only the platform singletons are checked; other shared packages are the remote's own business.
 *
 * Not detected: a package the remote bundles without declaring it shared at all, for packages whose use the manifest
 * cannot show (react-router): that is reported as a soft problem (see `PLATFORM_SINGLETONS`).
 */
export function checkCompatibility(
  remoteShared: readonly ManifestShared[],
  hostShared: HostSharedVersions,
): CompatibilityResult {
  const problems: CompatibilityProblem[] = [];
  const softProblems: CompatibilityProblem[] = [];
  for (const singleton of PLATFORM_SINGLETONS) {
    const hostVersion = hostShared[singleton.name];
    if (hostVersion === undefined) continue;
    const entries = remoteShared.filter((entry) => platformSingletonOf(entry.name) === singleton.name);
    const base = entries.find((entry) => entry.name === singleton.name);
    if (!base) {
      // Subpaths shared without the package itself still mean the package is used, and bundled.
      const soft = singleton.required === 'if-used' && entries.length === 0;
      (soft ? softProblems : problems).push({
        type: 'not-shared',
        package: singleton.name,
        severity: soft ? 'soft' : 'hard',
      });
      continue;
    }
    if (base.singleton !== true) problems.push({ type: 'not-singleton', package: singleton.name, severity: 'hard' });
    problems.push(...versionProblems(entries, hostVersion));
  }
  return problems.length === 0
    ? { status: 'compatible', softProblems }
    : { status: 'incompatible', problems, softProblems };
}
