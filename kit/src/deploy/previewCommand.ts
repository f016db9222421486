import { deployApiPaths, previewAnswerSchema } from '@mfp/shared/deploy';
import { apiHeaders, deployToken } from './apiRequest';
import type { PreviewCommand } from './deployCommands';
import type { CommandContext } from './deployRelease';
import { describePreview } from './describePreview';
import { httpRequest } from './httpRequest';
import { readAnswer } from './readAnswer';

/** `mfp preview <remote> <version>`: a fresh link to a release published without switching. */
export async function previewRelease(command: PreviewCommand, context: CommandContext): Promise<void> {
  const answer = await httpRequest({
    url: `${command.server}${deployApiPaths.previews(command.remote)}`,
    method: 'POST',
    headers: {
      ...apiHeaders(deployToken(context.env, command.remote), context.env),
      'content-type': 'application/json',
    },
    body: JSON.stringify({ version: command.version, ...(command.ttlMs !== undefined && { ttlMs: command.ttlMs }) }),
    server: command.server,
  });
  const { remote, version, preview } = readAnswer(answer, previewAnswerSchema, command.server);
  for (const line of describePreview(remote, version, preview)) context.print(line);
}
