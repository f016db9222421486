import path from 'node:path';
import {
  DEPLOY_QUERY,
  DEPLOY_UPLOAD_CONTENT_TYPE,
  deployAnswerSchema,
  deployApiPaths,
  releasesAnswerSchema,
  type DeployAnswer,
} from '@mfp/shared/deploy';
import { UserFacingError } from '@mfp/settings/command';
import { apiHeaders, deployToken } from './apiRequest';
import { ciProvenance } from './ciProvenance';
import type { DeployCommand } from './deployCommands';
import { formatBytes } from './formatBytes';
import { DeployApiUnreachable, httpRequest } from './httpRequest';
import { listFolderFiles, packFolder } from './packFolder';
import { readAnswer } from './readAnswer';
import { describePreview } from './describePreview';
import { checkBeforeUpload } from './checkBeforeUpload';

export interface CommandContext {
  env: NodeJS.ProcessEnv;
  cwd: string;
  print: (line: string) => void;
}

/** The first line of how a deploy, a dry run, a publish or a rollback ended. */
function headline({ outcome, remote, version, previous, live, problems = [] }: DeployAnswer): string {
  switch (outcome) {
    case 'switched':
      return `✓ ${remote} ${version} is live${previous ? ` (was ${previous})` : ''}`;
    case 'already-live':
      return `✓ ${remote} ${version} was live already: nothing changed`;
    case 'published':
      return `✓ ${remote} ${version} is published, not live: ${live ?? 'the live release'} stays live`;
    case 'checked':
      return problems.length
        ? `✗ dry run: the gate would refuse ${remote} ${version}; nothing was published`
        : `✓ dry run: ${remote} ${version} passes the gate; nothing was published`;
  }
}

/** The lines that say how a deploy, a dry run, a publish or a rollback ended. */
export function describeOutcome(answer: DeployAnswer): string[] {
  const lines = [headline(answer)];
  for (const problem of answer.problems ?? []) lines.push(`  - ${problem.kind}: ${problem.message}`);
  if (answer.url) lines.push(`  manifest: ${answer.url}`);
  const aborted = answer.abortedRollout;
  if (aborted) lines.push(`  its rollout of ${aborted.version} at ${aborted.share}% was aborted`);
  if (answer.preview) lines.push(...describePreview(answer.remote, answer.version, answer.preview));
  return lines;
}

const PROGRESS_STEP = 25;

/** `mfp deploy`: packs the build folder, streams it to the deploy API, and prints how it ended. */
export async function deployRelease(command: DeployCommand, { env, cwd, print }: CommandContext): Promise<void> {
  const token = deployToken(env, command.remote);
  const dist = path.resolve(cwd, command.dist);
  const files = await listFolderFiles(dist);
  const total = files.reduce((sum, file) => sum + file.size, 0);
  const provenance = ciProvenance(env);
  // Before a byte is uploaded: nothing to publish beside, or a rollout a switch would change (decisions 0077, 0079).
  await checkBeforeUpload(command, apiHeaders(token, env));
  const what = command.dryRun ? 'checking (dry run)' : command.noSwitch ? 'publishing (no switch)' : 'deploying';
  print(
    `▶ ${what} ${command.remote} from ${command.dist} (${files.length} files, ${formatBytes(total)}) to ${command.server}`,
  );
  if (provenance.commit) print(`  commit ${provenance.commit}${provenance.ci ? ` (${provenance.ci})` : ''}`);
  const url = new URL(`${command.server}${deployApiPaths.releases(command.remote)}`);
  if (command.version) url.searchParams.set(DEPLOY_QUERY.version, command.version);
  if (command.dryRun) url.searchParams.set(DEPLOY_QUERY.dryRun, '1');
  if (command.noSwitch) url.searchParams.set(DEPLOY_QUERY.noSwitch, '1');
  if (command.previewTtlMs !== undefined) url.searchParams.set(DEPLOY_QUERY.previewTtl, String(command.previewTtlMs));
  let shown = 0;
  const body = packFolder(dist, files, (read) => {
    const percent = total === 0 ? 100 : Math.floor((read / total) * 100);
    if (percent >= shown + PROGRESS_STEP || (percent === 100 && shown < 100)) {
      shown = percent - (percent % PROGRESS_STEP);
      print(`  uploading ${percent}% (${formatBytes(read)} of ${formatBytes(total)})`);
    }
  });
  const answer = await httpRequest({
    url: url.href,
    method: 'POST',
    headers: { ...apiHeaders(token, env), 'content-type': DEPLOY_UPLOAD_CONTENT_TYPE },
    body,
    server: command.server,
  }).catch((error: unknown) => hearRefusalAgain(error, command, apiHeaders(token, env)));
  const outcome = readAnswer(answer, deployAnswerSchema, command.server);
  for (const line of describeOutcome(outcome)) print(line);
  // A dry run the gate would refuse fails, as the deploy would: a CI step running it stops there.
  if (outcome.problems?.length)
    throw new UserFacingError(`The gate would refuse ${outcome.remote} ${outcome.version}: fix the problems above.`);
}

/** Connection errors a server causes when it answers and closes while the upload is still being sent. */
const CUT_MIDWAY = new Set(['EPIPE', 'ECONNRESET']);

/**
 * The API refuses a token before it reads the upload and closes the connection. httpRequest reads that answer even
 * when its write fails (readAfterWriteFailure), but a system that drops what it received once the connection is reset
 * loses it. Then asking for the remote's releases with the same token (a read, which changes nothing) hears that
 * refusal again; anything else keeps the connection error.
 */
async function hearRefusalAgain(
  error: unknown,
  command: DeployCommand,
  headers: Record<string, string>,
): Promise<never> {
  if (!(error instanceof DeployApiUnreachable) || !CUT_MIDWAY.has(error.reason)) throw error;
  const check = await httpRequest({
    url: `${command.server}${deployApiPaths.releases(command.remote)}`,
    method: 'GET',
    headers,
    server: command.server,
  }).catch(() => undefined);
  if (check && check.status >= 400) readAnswer(check, releasesAnswerSchema, command.server);
  throw error;
}
