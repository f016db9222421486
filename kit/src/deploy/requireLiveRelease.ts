import { deployApiPaths, releasesAnswerSchema } from '@mfp/shared/deploy';
import { UserFacingError } from '../command/userFacingError';
import type { DeployCommand } from './deployCommands';
import { httpRequest } from './httpRequest';
import { readAnswer } from './readAnswer';

/**
 * Refuses `--no-switch` for a remote with no live release before the upload, asking the API for its releases (a
 * read): the server would refuse it too, but only after the build's bytes were on their way.
 */
export async function requireLiveRelease(command: DeployCommand, headers: Record<string, string>): Promise<void> {
  const answer = await httpRequest({
    url: `${command.server}${deployApiPaths.releases(command.remote)}`,
    method: 'GET',
    headers,
    server: command.server,
  });
  if (readAnswer(answer, releasesAnswerSchema, command.server).live !== undefined) return;
  throw new UserFacingError(
    `rollout-conflict: ${command.remote} has no live release, so a release published without switching could be ` +
      `neither previewed nor rolled out against one. Deploy its first release without --no-switch: mfp deploy ` +
      `${command.dist} --remote ${command.remote}. Nothing was uploaded.`,
  );
}
