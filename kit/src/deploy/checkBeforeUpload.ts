import { deployApiPaths, releasesAnswerSchema } from '@mfp/shared/deploy';
import { switchDuringRolloutMessage } from '@mfp/shared/rollouts';
import { UserFacingError } from '@mfp/settings/command';
import type { DeployCommand } from './deployCommands';
import { httpRequest } from './httpRequest';
import { readAnswer } from './readAnswer';

/**
 * Refuses, before the upload, what the server would refuse only after the build's bytes were on their way: `--no-switch`
 * for a remote with no live release (decision 0077), and a deploy that would switch while the remote has a rollout
 * (decision 0079), unless it names the live version, which changes nothing. Asks the API for the remote's releases (a
 * read); the server checks again, and the records under their lock have the last word. A dry run is not checked.
 */
export async function checkBeforeUpload(command: DeployCommand, headers: Record<string, string>): Promise<void> {
  if (command.dryRun) return;
  const answer = await httpRequest({
    url: `${command.server}${deployApiPaths.releases(command.remote)}`,
    method: 'GET',
    headers,
    server: command.server,
  });
  const { live, rollout } = readAnswer(answer, releasesAnswerSchema, command.server);
  const nothingUploaded = `Nothing was uploaded.`;
  if (command.noSwitch && live === undefined)
    throw new UserFacingError(
      `rollout-conflict: ${command.remote} has no live release, so a release published without switching could be ` +
        `neither previewed nor rolled out against one. Deploy its first release without --no-switch: mfp deploy ` +
        `${command.dist} --remote ${command.remote}. ${nothingUploaded}`,
    );
  if (!command.noSwitch && rollout && command.version !== live)
    throw new UserFacingError(
      `rollout-conflict: ${switchDuringRolloutMessage(command.remote, rollout)} ${nothingUploaded}`,
    );
}
