import { satisfy } from '@module-federation/runtime-core';
import type { CompatibilityProblem, CompatibilityResult } from './CompatibilityProblem';
import type { ManifestShared } from './manifestSchema';
import { PLATFORM_SINGLETONS, platformSingletonOf } from './platformSingletons';

/** The host's shared dependencies: package name -> the version the host provides (`19.3.1`). */
export type HostSharedVersions = Readonly<Record<string, string>>;

const major = (version: string) => /^\D*(\d+)/.exec(version)?.[1];

/**
 * The range an entry requires, as far as its manifest can tell. Webpack's manifest writes `^` of the installed version
 * for a subpath (`react/jsx-runtime`) shared through a prefix key (`react/`), whatever range the key requires
 * (`getShareItem` of @module-federation/manifest 2.9), while the runtime requires the key's: a remote built with
 * react 19.3.2 and the host's `^19.3.1` would read as requiring `^19.3.2`. Such a range says nothing the entry's
 * version does not, which the major rule checks, so it is not held against the host.
 */
function declaredRange(entry: ManifestShared, base: ManifestShared): string | undefined {
  const range = entry.requiredVersion;
  if (typeof range !== 'string') return undefined;
  return entry !== base && range === `^${entry.version}` ? undefined : range;
}

/** At most one range problem and one major problem per package: the package's own entry speaks first. */
function versionProblems(base: ManifestShared, entries: ManifestShared[], hostVersion: string): CompatibilityProblem[] {
  const ordered = [base, ...entries.filter((entry) => entry !== base)];
  const problems: CompatibilityProblem[] = [];
  const unsatisfied = ordered.find((entry) => {
    const range = declaredRange(entry, base);
    return range !== undefined && !satisfy(hostVersion, range);
  });
  if (unsatisfied) {
    problems.push({
      type: 'version-unsatisfied',
      package: base.name,
      requiredVersion: String(unsatisfied.requiredVersion),
      hostVersion,
      strict: unsatisfied.strictVersion === true,
      severity: 'hard',
    });
  }
  const otherMajor = ordered.find((entry) => major(entry.version) !== major(hostVersion));
  if (otherMajor) {
    problems.push({
      type: 'major-mismatch',
      package: base.name,
      remoteVersion: otherMajor.version,
      hostVersion,
      severity: 'hard',
    });
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
        hostVersion,
        severity: soft ? 'soft' : 'hard',
      });
      continue;
    }
    if (base.singleton !== true)
      problems.push({ type: 'not-singleton', package: singleton.name, hostVersion, severity: 'hard' });
    problems.push(...versionProblems(base, entries, hostVersion));
  }
  return problems.length === 0
    ? { status: 'compatible', softProblems }
    : { status: 'incompatible', problems, softProblems };
}
