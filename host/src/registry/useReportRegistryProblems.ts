import { useEffect } from 'react';
import type { PlatformFailure } from '@mfp/shared/failures';
import { createFailure } from '../failures/failureFactory';
import type { RegistryProblem } from './parseRegistry';
import { usePlatformServices } from '../boundary/PlatformServices';

export function registryProblemFailure(problem: RegistryProblem): PlatformFailure {
  return createFailure({
    culprit: 'registry',
    kind: 'registry-invalid',
    remote: problem.name ?? `registry entry ${problem.index}`,
    message: `registry.json entry ${problem.index} skipped: ${problem.message}`,
  });
}

/**
 * Reports each skipped registry entry to the host server, so the platform team finds it in the log as it finds any
 * other failure. Users see nothing: the entry is simply absent. The reporter sends each distinct problem once per
 * page, so refetching the same registry on every navigation does not report it again.
 */
export function useReportRegistryProblems(problems: readonly RegistryProblem[]): void {
  const { reportFailure } = usePlatformServices();
  useEffect(() => {
    for (const problem of problems) void reportFailure(registryProblemFailure(problem));
  }, [problems, reportFailure]);
}
