import { deployApiPaths, describeRollout, type RolloutRequest, rolloutStatusAnswerSchema } from '@mfp/shared/deploy';
import { apiHeaders, deployToken } from '../deploy/apiRequest';
import type { RolloutCommand } from '../deploy/deployCommands';
import type { CommandContext } from '../deploy/deployRelease';
import { httpRequest } from '../deploy/httpRequest';
import { readAnswer } from '../deploy/readAnswer';

const DONE = {
  start: 'started',
  pause: 'paused',
  resume: 'resumed',
  promote: 'promoted: its release is live',
  abort: 'aborted: the live release serves everyone',
} as const;

function requestOf(command: RolloutCommand): RolloutRequest | undefined {
  if (command.action === 'status') return undefined;
  if (command.action !== 'start') return { action: command.action };
  const { version, steps, intervalMs, thresholds } = command;
  return {
    action: 'start',
    version,
    ...(steps && { steps }),
    ...(intervalMs && { intervalMs }),
    ...(thresholds && { thresholds }),
  };
}

/** `mfp rollout <action> <remote>`: the action through the deploy API, then the rollout as it stands. */
export async function rolloutCommand(command: RolloutCommand, context: CommandContext): Promise<void> {
  const headers = apiHeaders(deployToken(context.env, command.remote), context.env);
  const request = requestOf(command);
  const answer = await httpRequest({
    url: `${command.server}${deployApiPaths.rollout(command.remote)}`,
    method: request ? 'POST' : 'GET',
    headers: request ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(request && { body: JSON.stringify(request) }),
    server: command.server,
  });
  const status = readAnswer(answer, rolloutStatusAnswerSchema, command.server);
  if (command.action === 'status' && command.json) return context.print(JSON.stringify(status, null, 2));
  if (request) context.print(`✓ ${command.remote}'s rollout ${DONE[request.action]}`);
  for (const line of describeRollout(status)) context.print(line);
}
