import type { RolloutState } from '@mfp/shared/rollouts';
import type { Actor, EndedRollout } from '../records/deliveryRecordSchemas';
import type { ReleasesFile } from '../records/releasesFile';
import { endRollout } from './endRollout';
import { rolloutRefused } from './rolloutRefused';

/** What a person may do to a running rollout (`mfp rollout pause|resume|promote|abort`). */
export type RolloutCommand = 'pause' | 'resume' | 'promote' | 'abort';

/** What a command did: the rollout goes on (paused or resumed), or it ended. */
export type RolloutCommandResult = { kind: 'changed'; state: RolloutState } | { kind: 'ended'; ended: EndedRollout };

/** How the person who ran the command starts a rollout, in the words of their tool (`mfp rollout start …`). */
const kitStartHint = (name: string) => `mfp rollout start ${name} <version>`;

/**
 * Applies a command to the remote's running rollout. `pause` keeps every visitor on the release they have and stops the
 * analysis; `resume` judges the current step again one full interval later, over the rollout so far; `promote` makes
 * the release live for everyone now; `abort` takes it back now. With no rollout running it refuses, naming
 * `startHint`: the kit's command unless the caller says otherwise (`npm run deploy -- <remote> --canary`).
 */
export function commandRollout(
  releases: ReleasesFile,
  name: string,
  command: RolloutCommand,
  { actor, now, startHint = kitStartHint(name) }: { actor: Actor; now: Date; startHint?: string },
): RolloutCommandResult {
  const rollout = releases.remotes[name]?.rollout;
  if (!rollout) throw rolloutRefused(`${name} has no rollout running: start one with ${startHint}`);
  const who = actor.tokenId ?? actor.user;
  switch (command) {
    case 'pause':
      if (rollout.state === 'paused') throw rolloutRefused(`${name}'s rollout of ${rollout.version} is paused already`);
      rollout.state = 'paused';
      return { kind: 'changed', state: 'paused' };
    case 'resume':
      if (rollout.state === 'running') throw rolloutRefused(`${name}'s rollout of ${rollout.version} is not paused`);
      rollout.state = 'running';
      rollout.nextDecisionAt = new Date(now.getTime() + rollout.intervalMs).toISOString();
      return { kind: 'changed', state: 'running' };
    case 'promote':
    case 'abort': {
      const [outcome, done] =
        command === 'promote' ? (['completed', 'promoted'] as const) : (['aborted', 'aborted'] as const);
      const reason = `${done} by ${who}`;
      return { kind: 'ended', ended: endRollout(releases, name, { outcome, by: 'command', reason, actor, now }) };
    }
  }
}
