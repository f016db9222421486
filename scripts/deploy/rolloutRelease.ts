import { changeRollout, rolloutStatusOf } from '@mfp/deploy';
import { describeRollout } from '@mfp/shared/deploy';
import type { DeployCommand } from './deployArgs';
import type { DeployContext } from './deployContext';

/**
 * `npm run deploy -- <remote> --rollout status|pause|resume|promote|abort`: the rollout commands of `mfp rollout`, on
 * the store directly, through the same transitions and lock (`changeRollout`). Recorded in the releases with who ran
 * them, as a local deploy is; the audit trail is the deploy API's (decision 0077).
 */
export async function rolloutRelease(
  command: Extract<DeployCommand, { kind: 'rollout' }>,
  context: DeployContext,
): Promise<void> {
  const { remote, action } = command;
  // This command's own words: a team using `npm run deploy` starts a rollout with --canary, not with the kit.
  const startHint = `npm run deploy -- ${remote} --canary`;
  const releases =
    action === 'status'
      ? (await context.store.readReleases()).remotes[remote]
      : await changeRollout(
          remote,
          { action },
          { ...context, actor: { ...context.author }, now: context.now(), startHint },
        );
  const status = rolloutStatusOf(remote, releases);
  if (command.json) return context.print(JSON.stringify(status, null, 2));
  if (action !== 'status') context.print(`✓ ${remote}'s rollout: ${action} done`);
  for (const line of describeRollout(status, startHint)) context.print(line);
}
