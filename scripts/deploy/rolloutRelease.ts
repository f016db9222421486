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
  const releases =
    action === 'status'
      ? (await context.store.readReleases()).remotes[remote]
      : await changeRollout(remote, { action }, { ...context, actor: { ...context.author }, now: context.now() });
  const status = rolloutStatusOf(remote, releases);
  if (command.json) return context.print(JSON.stringify(status, null, 2));
  if (action !== 'status') context.print(`✓ ${remote}'s rollout: ${action} done`);
  for (const line of describeRollout(status, `npm run deploy -- ${status.remote} --canary`)) context.print(line);
}
