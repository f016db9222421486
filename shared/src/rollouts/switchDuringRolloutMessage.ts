import type { RolloutState } from './rolloutSets';

/** How the reader ends a rollout, in the words of the tool they ran (`mfp`, `npm run deploy`). */
export interface RolloutEndCommands {
  promote: string;
  abort: string;
}

/** The rollout a switch would run into, as the records and the deploy API's releases answer both describe it. */
interface RunningRollout {
  version: string;
  share: number;
  state: RolloutState;
}

/**
 * Why a deploy that makes a new release live is refused while the remote has a rollout (decision 0079), and what fixes
 * it. One wording for the store's refusal under the lock and the checks every tool makes before it uploads or builds.
 */
export function switchDuringRolloutMessage(
  remote: string,
  rollout: RunningRollout,
  commands: RolloutEndCommands = { promote: `mfp rollout promote ${remote}`, abort: `mfp rollout abort ${remote}` },
): string {
  const paused = rollout.state === 'paused' ? ', paused' : '';
  return (
    `${remote} has a rollout of ${rollout.version} at ${rollout.share}%${paused}: a deploy that switches now would ` +
    `change the release it is compared with. End it first (${commands.promote}, or ${commands.abort}), or publish ` +
    `this release without switching (--no-switch).`
  );
}
