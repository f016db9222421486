import type { CompatibilityProblem } from './CompatibilityProblem';
import { versionAdvice } from './versionAdvice';

/**
 * One line for the console, the server log and the deploy gate: which package, which versions, what to change. A
 * version the host lacks names the pin to the host's version, and the host upgrade to ask for where the remote wants
 * a newer one (`versionAdvice`); never "another major" when the majors agree.
 */
export function describeProblem(remote: string, problem: CompatibilityProblem): string {
  switch (problem.type) {
    case 'not-shared':
      return problem.severity === 'hard'
        ? `remote \`${remote}\` does not share ${problem.package}, so it bundles its own copy beside the host's ` +
            `${problem.package} ${problem.hostVersion}; share it as a singleton (see docs/remote-contract.md)`
        : `remote \`${remote}\` does not share ${problem.package} (the host provides ${problem.hostVersion}); if it ` +
            `uses it, it runs its own copy, which cannot see the host's: share it as a singleton`;
    case 'not-singleton':
      return (
        `remote \`${remote}\` shares ${problem.package} without \`singleton: true\`, so a second copy may load; ` +
        `set singleton: true`
      );
    case 'version-unsatisfied':
      return (
        `remote \`${remote}\` requires ${problem.package} ${problem.requiredVersion}, the host provides ` +
        `${problem.hostVersion}${problem.strict ? ' (strictVersion)' : ''}; ` +
        versionAdvice(problem.package, problem.requiredVersion, problem.hostVersion)
      );
    case 'major-mismatch':
      return (
        `remote \`${remote}\` was built with ${problem.package} ${problem.remoteVersion}, the host provides ` +
        `${problem.hostVersion}; majors must agree: ` +
        versionAdvice(problem.package, problem.remoteVersion, problem.hostVersion)
      );
  }
}
