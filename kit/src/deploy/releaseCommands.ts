import { deployAnswerSchema, deployApiPaths, releasesAnswerSchema, type ReleasesAnswer } from '@mfp/shared/deploy';
import { apiHeaders, deployToken } from './apiRequest';
import type { ReleasesCommand, RollbackCommand } from './deployCommands';
import { describeOutcome, type CommandContext } from './deployRelease';
import { httpRequest } from './httpRequest';
import { readAnswer } from './readAnswer';

/** One line per release, newest first: `* 1.2.0  deploy  2026-11-25T06:00:00Z  tok_ab12  commit 3f2a…`. */
function describeReleases(answer: ReleasesAnswer): string[] {
  if (answer.releases.length === 0) return [`${answer.remote} has no releases yet: deploy one with mfp deploy.`];
  const lines = [
    `${answer.remote}: live ${answer.live ?? '(none)'}${answer.rollbackTarget ? `, rollback goes to ${answer.rollbackTarget}` : ''}`,
  ];
  for (const release of answer.releases) {
    const who = release.tokenId ?? [release.user, release.host].filter(Boolean).join('@');
    const parts = [
      release.live ? '*' : ' ',
      release.version,
      release.action,
      release.at ?? '',
      who,
      release.commit ? `commit ${release.commit}` : '',
      release.ciUrl ?? '',
      release.published ? '' : '(files gone)',
    ];
    lines.push(parts.filter(Boolean).join('  '));
  }
  return [...lines, ...describeNotLive(answer)];
}

/** Releases published without switching (decision 0077), newest first, the rollout's marked with its share. */
function describeNotLive({ remote, notLive = [], rollout }: ReleasesAnswer): string[] {
  if (notLive.length === 0) return [];
  const lines = [
    `published, not live (a link: mfp preview ${remote} <version>; roll out: mfp rollout start ${remote} <version>):`,
  ];
  for (const release of notLive) {
    const who = release.tokenId ?? [release.user, release.host].filter(Boolean).join('@');
    const parts = [
      ' ',
      release.version,
      release.at,
      who,
      release.commit ? `commit ${release.commit}` : '',
      release.rollout && rollout ? `rollout at ${rollout.share}%, ${rollout.state}` : '',
      release.published ? '' : '(files gone)',
    ];
    lines.push(parts.filter(Boolean).join('  '));
  }
  return lines;
}

/** `mfp releases`: the remote's releases as the deploy API lists them. */
export async function listReleases(command: ReleasesCommand, context: CommandContext) {
  const answer = await httpRequest({
    url: `${command.server}${deployApiPaths.releases(command.remote)}`,
    method: 'GET',
    headers: apiHeaders(deployToken(context.env, command.remote), context.env),
    server: command.server,
  });
  for (const line of describeReleases(readAnswer(answer, releasesAnswerSchema, command.server))) context.print(line);
}

/** `mfp rollback`: back to the previous release, or to `--to`. */
export async function rollBack(command: RollbackCommand, context: CommandContext) {
  const token = deployToken(context.env, command.remote);
  context.print(`▶ rolling ${command.remote} back${command.to ? ` to ${command.to}` : ''} on ${command.server}`);
  const answer = await httpRequest({
    url: `${command.server}${deployApiPaths.rollback(command.remote)}`,
    method: 'POST',
    headers: { ...apiHeaders(token, context.env), 'content-type': 'application/json' },
    body: JSON.stringify(command.to ? { to: command.to } : {}),
    server: command.server,
  });
  for (const line of describeOutcome(readAnswer(answer, deployAnswerSchema, command.server))) context.print(line);
}
