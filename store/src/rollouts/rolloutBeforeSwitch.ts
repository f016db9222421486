import { switchDuringRolloutMessage, type RolloutEndCommands } from '@mfp/shared/rollouts';
import type { EndedRollout } from '../records/deliveryRecordSchemas';
import type { RecordedRelease, ReleasesFile } from '../records/releasesFile';
import { endRollout } from './endRollout';
import { rolloutRefused } from './rolloutRefused';

/**
 * What a switch of the live release does to the remote's rollout (decision 0079): `refuse` stops it, since the rollout
 * would go on being compared with a release it was not started against; `abort` ends the rollout as aborted first (a
 * rollback, a seed restoring the examples), so every visitor gets the new live release.
 */
export type DuringRollout = 'refuse' | 'abort';

/** Why the rollout of `rolloutVersion` ended, in the history's words, from the release that goes live. */
function reasonOf(release: RecordedRelease, rolloutVersion: string): string {
  // `--to` the rollout's own version: every visitor gets it, but no analysis said it was as good.
  if (release.version === rolloutVersion)
    return `${release.version} was made live by a ${release.action} before its rollout finished`;
  switch (release.action) {
    case 'rollback':
      return `the live release was rolled back to ${release.version}`;
    case 'seed':
      return `npm start seeded ${release.version} as the live release`;
    default:
      return `${release.version} was made live by a ${release.action}`;
  }
}

/**
 * Runs before a switch to `release`, inside `updateReleases`: nothing when the remote has no rollout; else refuses
 * (nothing is written) or ends the rollout as aborted by whoever makes the release, in the same write as the switch.
 */
export function rolloutBeforeSwitch(
  releases: ReleasesFile,
  name: string,
  release: RecordedRelease,
  options: { duringRollout: DuringRollout; endCommands?: RolloutEndCommands },
): EndedRollout | undefined {
  const rollout = releases.remotes[name]?.rollout;
  if (!rollout) return undefined;
  if (options.duringRollout === 'refuse') {
    const share = rollout.steps[rollout.step] ?? 0;
    const running = { version: rollout.version, share, state: rollout.state };
    throw rolloutRefused(switchDuringRolloutMessage(name, running, options.endCommands));
  }
  const { user, host, tokenId, client } = release;
  const actor = { user, host, ...(tokenId !== undefined && { tokenId }), ...(client !== undefined && { client }) };
  const now = new Date(release.at); // the ending and the switch are one moment in the records
  return endRollout(releases, name, {
    outcome: 'aborted',
    by: 'command',
    reason: reasonOf(release, rollout.version),
    actor,
    now,
  });
}
