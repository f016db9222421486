import { changeRollout, deployRemote, rolloutStatusOf, type DeployOutcome } from '@mfp/deploy';
import { DEFAULT_PREVIEW_TTL_MS, describeRollout } from '@mfp/shared/deploy';
import { BUILD_STAMP } from '../lib/ensureBuilt';
import { isExpectedError } from '../lib/runMain';
import type { DeployCommand } from './deployArgs';
import type { DeployContext } from './deployContext';

export type { DeployOutcome } from '@mfp/deploy';

type BuildCommand = Extract<DeployCommand, { kind: 'deploy' }>;

/**
 * `npm run deploy -- <remote>`: builds only that remote (the `build` stage, under the remote's lock) and deploys the
 * build with `@mfp/deploy`'s `deployRemote`, the deploy the API runs too (decision 0035): the gate, publish, switch,
 * the history. Any failure before the switch leaves the registry and the releases as they were. With `--no-switch`
 * the live release stays and a preview link is printed; `--canary` then starts a rollout of it (decision 0077).
 */
export async function deployRelease(command: BuildCommand, context: DeployContext): Promise<DeployOutcome> {
  const outcome = await buildAndDeploy(command, context);
  if (outcome.kind !== 'published') return outcome;
  await printPreviewLink(command, outcome.version, context);
  if (command.canary) {
    const after = await changeRollout(
      command.remote,
      { action: 'start', version: outcome.version, ...command.canary },
      { ...context, actor: { ...context.author }, now: context.now() },
    );
    context.print(`✓ rollout of ${command.remote} ${outcome.version} started`);
    for (const line of describeRollout(rolloutStatusOf(command.remote, after))) context.print(`  ${line}`);
  }
  return outcome;
}

/** The link the host shows the release with, signed with the host's key; printed, never logged. */
async function printPreviewLink(command: BuildCommand, version: string, context: DeployContext) {
  const { key, origin } = await context.previewSigning();
  const { issuePreviewLink } = await import('@mfp/host-server');
  const route = context.findRemote(command.remote).meta.route;
  const ttlMs = command.previewTtlMs ?? DEFAULT_PREVIEW_TTL_MS;
  const link = issuePreviewLink({ remote: command.remote, version, route, origin, key, ttlMs, now: context.now() });
  context.print(
    `  preview link (shows ${command.remote} ${version} in the host, in one tab; until ${link.expiresAt}):`,
  );
  context.print(`  ${link.url}`);
}

function buildAndDeploy(command: BuildCommand, context: DeployContext): Promise<DeployOutcome> {
  const target = context.findRemote(command.remote);
  return deployRemote(
    {
      remote: target.name,
      description: target.meta,
      packageVersion: target.version,
      version: command.version,
      force: command.force,
      goLive: command.noSwitch !== true,
      author: context.author,
      build: {
        run: async (print) => ({ ...(await context.build(target, print)), exclude: [BUILD_STAMP] }),
      },
      hints: {
        newVersion:
          'Deploy it under a new version (--version), or leave --version out to get one made of the package ' +
          'version and the content hash.',
        undo: `npm run deploy -- ${target.name} --rollback`,
        deploy: `npm run deploy -- ${target.name}`,
        endRollout: {
          promote: `npm run deploy -- ${target.name} --rollout promote`,
          abort: `npm run deploy -- ${target.name} --rollout abort`,
        },
      },
    },
    { ...context, isExpectedError },
  );
}
