import { switchRemote, type SwitchOutcome } from '@mfp/deploy';
import { isExpectedError } from '../lib/runMain';
import type { DeployCommand } from './deployArgs';
import type { DeployContext } from './deployContext';

export type { SwitchOutcome } from '@mfp/deploy';

type SwitchCommand = Extract<DeployCommand, { kind: 'rollback' | 'switch' }>;

/**
 * `--rollback` (the release below the live one) and `--to <version>` (any published version), with `@mfp/deploy`'s
 * `switchRemote`, the rollback the API runs too: the gate again on the published folder, then the switch. Builds and
 * copies nothing.
 */
export function switchRelease(command: SwitchCommand, context: DeployContext): Promise<SwitchOutcome> {
  return switchRemote(
    {
      remote: command.remote,
      to: command.kind === 'switch' ? command.version : undefined,
      force: command.force,
      author: context.author,
      hints: { deploy: `npm run deploy -- ${command.remote}` },
    },
    { ...context, isExpectedError },
  );
}
