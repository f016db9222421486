import { switchDuringRolloutMessage, type RolloutEndCommands } from '@mfp/shared/rollouts';
import type { ReleasesStore } from '@mfp/store/releases';
import { DeployRefusal } from '../refusal/deployRefusal';

/**
 * Refuses a deploy that would make a new release live while the remote has a rollout, running or paused (decision
 * 0079), before anything is built, unpacked or copied. The version is not known yet (it may come from the build's
 * content hash), so only a deploy that names the live version itself gets through, to change nothing; the records'
 * own check under the lock (`releaseVersion`) stays the last word. Returns the live version.
 */
export async function requireNoRollout(
  store: ReleasesStore,
  remote: string,
  { version, endCommands }: { version?: string; endCommands?: RolloutEndCommands },
): Promise<string | undefined> {
  const current = (await store.readReleases()).remotes[remote];
  const rollout = current?.rollout;
  if (!rollout || version === current.live) return current?.live;
  const share = rollout.steps[rollout.step] ?? 0;
  throw new DeployRefusal(
    'rollout-conflict',
    switchDuringRolloutMessage(remote, { version: rollout.version, share, state: rollout.state }, endCommands),
  );
}
