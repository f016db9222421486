import { deployRemote, type DeployOutcome } from '@mfp/deploy';
import { BUILD_STAMP } from '../lib/ensureBuilt';
import { isExpectedError } from '../lib/runMain';
import type { DeployCommand } from './deployArgs';
import type { DeployContext } from './deployContext';

export type { DeployOutcome } from '@mfp/deploy';

/**
 * `npm run deploy -- <remote>`: builds only that remote (the `build` stage, under the remote's lock) and deploys the
 * build with `@mfp/deploy`'s `deployRemote`, the deploy the API runs too (decision 0035): the gate, publish, switch,
 * the history. Any failure before the switch leaves the registry and the releases as they were.
 */
export async function deployRelease(
  command: Extract<DeployCommand, { kind: 'deploy' }>,
  context: DeployContext,
): Promise<DeployOutcome> {
  const target = context.findRemote(command.remote);
  return deployRemote(
    {
      remote: target.name,
      description: target.meta,
      packageVersion: target.version,
      version: command.version,
      force: command.force,
      author: context.author,
      build: {
        run: async (print) => ({ ...(await context.build(target, print)), exclude: [BUILD_STAMP] }),
      },
      hints: {
        newVersion:
          'Deploy it under a new version (--version), or leave --version out to get one made of the package ' +
          'version and the content hash.',
        undo: `npm run deploy -- ${target.name} --rollback`,
      },
    },
    { ...context, isExpectedError },
  );
}
