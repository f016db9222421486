import { releaseVersion, rollbackTarget, shortHash, type RemoteReleases } from '@mfp/store';
import { UsageError, UserFacingError } from '../lib/userFacingError';
import type { DeployCommand } from './deployArgs';
import type { DeployContext } from './deployContext';
import { passGate } from './gate/gateVerdict';
import { publishedFiles } from './gate/releaseFiles';
import { liveSummary } from './liveSummary';
import { StageRunner } from './stages';

type SwitchCommand = Extract<DeployCommand, { kind: 'rollback' | 'switch' }>;

export type SwitchOutcome =
  { kind: 'switched'; version: string; previous: string } | { kind: 'already-live'; version: string };

const listed = (versions: readonly string[]) => versions.join(', ') || 'none';

async function releasesOf(context: DeployContext, remote: string): Promise<RemoteReleases> {
  const releases = await context.store.readReleases();
  const current = releases.remotes[remote];
  if (current) return current;
  throw new UsageError(
    `${remote} has no releases in the store ${context.store.location}, so there is nothing to switch to. Remotes ` +
      `with releases: ${listed(Object.keys(releases.remotes).sort())}. Deploy it first: npm run deploy -- ${remote}`,
  );
}

/** The version the command goes to, checked to be published. */
function targetVersion(command: SwitchCommand, current: RemoteReleases, published: readonly string[]): string {
  if (command.kind === 'switch') {
    if (published.includes(command.version)) return command.version;
    throw new UsageError(
      `${command.remote}@${command.version} is not published, so it cannot go live. Published versions of ` +
        `${command.remote}: ${listed(published)}.`,
    );
  }
  const target = rollbackTarget(current, (version) => published.includes(version));
  if (target) return target.version;
  throw new UserFacingError(
    `${command.remote} has no earlier release to roll back to (live: ${current.live}; a release abandoned by an ` +
      `earlier rollback does not count, nor one whose folder was deleted). Go to a published version with ` +
      `--to <version>; published: ${listed(published)}.`,
  );
}

/**
 * `--rollback` (the release below the live one, see `rollbackTarget`) and `--to <version>` (any published version):
 * runs the gate again on the published folder, since the host may have changed since it was deployed, then switches
 * the registry under the store's lock and records a `rollback` release. Builds and copies nothing.
 */
export async function switchRelease(command: SwitchCommand, context: DeployContext): Promise<SwitchOutcome> {
  const { store, print } = context;
  await store.checkWritable();
  return store.withRemoteLock(
    command.remote,
    async () => {
      const current = await releasesOf(context, command.remote);
      const stages = new StageRunner(print, liveSummary(command.remote, current.live));
      const published = await store.listVersions(command.remote);
      const version = targetVersion(command, current, published);
      if (version === current.live) {
        print(`✓ ${command.remote} ${version} is already live: nothing to do`);
        return { kind: 'already-live', version };
      }
      const checked = await stages.run('check', `${command.remote}@${version} (published)`, async () => {
        const files = publishedFiles(store, command.remote, version, current.files?.[version]);
        const input = { files, remote: command.remote, module: current.module, hostShared: context.hostShared };
        const forced = await passGate(input, command.force, print);
        const hash = await store.versionContentHash(command.remote, version);
        print(`  ${command.remote}@${version}, content ${shortHash(hash)}`);
        return { forced, hash };
      });
      const previous = current.live;
      const release = {
        action: 'rollback' as const,
        version,
        at: context.now().toISOString(),
        contentHash: checked.hash,
        ...context.author,
        ...(checked.forced && { forced: checked.forced }),
      };
      await releaseVersion(store, {
        remote: command.remote,
        release,
        storePublicUrl: context.storePublicUrl,
        confirm: (now) => {
          // Deploys of this remote wait for its lock, so only a hand edit can get here; better stop than guess.
          if (now?.live !== previous)
            throw new UserFacingError(
              `${command.remote}'s live release changed to ${now?.live ?? 'none'} while this command ran (was ` +
                `${previous}); run it again.`,
            );
        },
        step: (name, work) => stages.run(name, 'the registry', work),
      });
      print(`✓ ${command.remote} ${version} is live (was ${previous}): ${stages.summary()}`);
      return { kind: 'switched', version, previous };
    },
    { print: (line) => print(`  ${line}`) },
  );
}
