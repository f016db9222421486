import type { GateProblemAnswer } from '@mfp/shared/deploy';
import type { ReleaseOutcome } from '@mfp/store/releases';

/** How a deploy ended: live now, live already (nothing changed), or checked only (a dry run, with the gate's problems). */
export type DeployOutcome =
  | {
      kind: 'switched';
      version: string;
      contentHash: string;
      previous: string | undefined;
      published: 'copied' | 'identical';
    }
  | { kind: 'already-live'; version: string; contentHash: string }
  | { kind: 'published'; version: string; contentHash: string; live: string; published: 'copied' | 'identical' }
  | { kind: 'checked'; version: string; contentHash: string; problems: GateProblemAnswer[] };

/** Says how the release ended, and returns it as the deploy's outcome. */
export function announceDeploy(
  outcome: ReleaseOutcome,
  facts: {
    remote: string;
    version: string;
    contentHash: string;
    summary: string;
    /** How to undo the deploy, in the caller's words. */
    undo?: string;
    print: (line: string) => void;
  },
): DeployOutcome {
  const { remote, version, contentHash, summary, print } = facts;
  // A build is always given, so the version was copied or found identical.
  const published = outcome.published.kind === 'copied' ? 'copied' : 'identical';
  if (outcome.kind === 'already-live') {
    print(`✓ ${remote} ${version} is already live with identical bytes: nothing changed (${summary})`);
    return { kind: 'already-live', version, contentHash };
  }
  if (outcome.kind === 'published-only') {
    print(`✓ ${remote} ${version} is published, not live: ${outcome.live} stays live (${summary})`);
    return { kind: 'published', version, contentHash, live: outcome.live, published };
  }
  const undo = facts.undo ? ` Undo with: ${facts.undo}` : '';
  print(
    `✓ ${remote} ${version} is live${outcome.previous ? ` (was ${outcome.previous})` : ''}: ` +
      `${summary}.\n  The next page load shows it.${undo}`,
  );
  return { kind: 'switched', version, contentHash, previous: outcome.previous, published };
}
