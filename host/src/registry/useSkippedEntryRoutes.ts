import { useRef } from 'react';
import type { PlatformFailure } from '@mfp/shared/failures';
import type { RegistryState } from './RegistryState';
import { registryProblemFailure } from './useReportRegistryProblems';

/** A route that a skipped registry entry asked for and no valid remote took, with the failure to show there. */
export interface SkippedEntryRoute {
  route: string;
  failure: PlatformFailure;
}

/**
 * The routes of skipped registry entries, so that each shows the fallback with the entry's `registry-invalid` failure
 * rather than "Page not found". The failure is the one `useReportRegistryProblems` reports (same identity, so the
 * reporter sends it once and both share its digest), and stays the same object across refetches of an unchanged
 * registry, so the screen neither logs it again nor loses its digest.
 * Not covered: entries without a readable route (nowhere to show them) and routes a valid remote uses (it wins).
 */
export function useSkippedEntryRoutes(registry: RegistryState): SkippedEntryRoute[] {
  const failures = useRef(new Map<string, PlatformFailure>());
  if (registry.status !== 'ready') return [];
  const taken = new Set(registry.remotes.map((remote) => remote.route));
  const skipped: SkippedEntryRoute[] = [];
  for (const problem of registry.problems) {
    if (problem.route === undefined || taken.has(problem.route)) continue;
    taken.add(problem.route);
    const key = JSON.stringify(problem);
    let failure = failures.current.get(key);
    if (!failure) {
      failure = registryProblemFailure(problem);
      failures.current.set(key, failure);
    }
    skipped.push({ route: problem.route, failure });
  }
  return skipped;
}
