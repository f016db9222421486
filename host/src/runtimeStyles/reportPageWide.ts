import type { FailureReporter } from '../failures/failureReporter';
import { createFailure } from '../failures/failureFactory';
import type { ReleaseOwner } from './ReleaseFolders';

/**
 * Reports a remote's run-time rules that targeted the whole page as `page-wide-style`, once per remote per page view:
 * a library inserts such rules on every render, and one report tells the platform team all it needs. Never shown to
 * users: the rules were scoped (or left out) and the slot keeps rendering.
 */
export function reportPageWide(report: FailureReporter): (owner: ReleaseOwner, pageWide: string[]) => void {
  const reported = new Set<string>();
  return (owner, pageWide) => {
    if (reported.has(owner.remote)) return;
    reported.add(owner.remote);
    const examples = pageWide.slice(0, 3).join(', ');
    void report(
      createFailure({
        culprit: 'remote',
        kind: 'page-wide-style',
        remote: owner.remote,
        version: owner.version,
        message: `added style rules at run time that targeted the whole page (${examples}); the host scoped them to the remote's slot`,
      }),
    );
  };
}
