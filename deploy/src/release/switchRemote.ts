import type { ReleasesStore } from '@mfp/store/releases';
import { shortHash } from '@mfp/store/files';
import { releaseVersion, rollbackTarget, type RemoteReleases } from '@mfp/store/releases';
import type { EndedRollout } from '@mfp/store/rollouts';
import { passGate } from '../gate/gateVerdict';
import { publishedFiles } from '../gate/releaseFiles';
import { makerFields, type DeployEnvironment, type ReleaseMaker } from './deployEnvironment';
import { DeployRefusal } from '../refusal/deployRefusal';
import { liveSummary } from './liveSummary';
import { StageRunner } from './stages';

export interface SwitchRequest extends ReleaseMaker {
  remote: string;
  /** A published version to go to; undefined rolls back to the release below the live one (`rollbackTarget`). */
  to?: string;
  force?: boolean;
  canForce?: boolean;
  /** How to deploy a remote that has no releases, in the caller's words. */
  hints?: { deploy?: string };
}

export type SwitchOutcome =
  | { kind: 'switched'; version: string; previous: string; contentHash: string; abortedRollout?: EndedRollout }
  | { kind: 'already-live'; version: string };

const listed = (versions: readonly string[]) => versions.join(', ') || 'none';

async function releasesOf(store: ReleasesStore, request: SwitchRequest): Promise<RemoteReleases> {
  const releases = await store.readReleases();
  const current = releases.remotes[request.remote];
  if (current) return current;
  throw new DeployRefusal(
    'remote-unknown',
    `${request.remote} has no releases in the store ${store.location}, so there is nothing to switch to. Remotes ` +
      `with releases: ${listed(Object.keys(releases.remotes).sort())}.` +
      (request.hints?.deploy ? ` Deploy it first: ${request.hints.deploy}` : ''),
  );
}

/** The version the request goes to, checked to be published. */
function targetVersion(request: SwitchRequest, current: RemoteReleases, published: readonly string[]): string {
  const { remote, to } = request;
  if (to !== undefined) {
    if (published.includes(to)) return to;
    throw new DeployRefusal(
      'version-unknown',
      `${remote}@${to} is not published, so it cannot go live. Published versions of ${remote}: ${listed(published)}.`,
    );
  }
  const target = rollbackTarget(current, (version) => published.includes(version));
  if (target) return target.version;
  throw new DeployRefusal(
    'no-previous-release',
    `${remote} has no earlier release to roll back to (live: ${current.live}; a release abandoned by an ` +
      `earlier rollback does not count, nor one whose folder was deleted). Go to a published version with ` +
      `--to <version>; published: ${listed(published)}.`,
  );
}

/** Stops a switch when the live release changed since the command looked. */
function confirmLive(remote: string, previous: string, now: RemoteReleases | undefined): void {
  // Deploys of this remote wait for its lock, so only a hand edit can get here; better stop than guess.
  if (now?.live !== previous)
    throw new DeployRefusal(
      'internal',
      `${remote}'s live release changed to ${now?.live ?? 'none'} while this command ran (was ${previous}); run it again.`,
    );
}

/**
 * A rollback (the release below the live one, see `rollbackTarget`) or a switch to any published version: runs the
 * gate again on the published files, since the host may have changed since they were deployed, then switches the
 * registry under the store's lock and records a `rollback` release. Builds and copies nothing. A rollout of the remote
 * ends as aborted in the same write.
 */
export async function switchRemote(request: SwitchRequest, env: DeployEnvironment): Promise<SwitchOutcome> {
  const { store, print } = env;
  const { remote } = request;
  await store.checkWritable();
  return store.withRemoteLock(
    remote,
    async () => {
      const current = await releasesOf(store, request);
      const stages = new StageRunner(print, liveSummary(remote, current.live), env.isExpectedError);
      const published = await store.listVersions(remote);
      const version = targetVersion(request, current, published);
      if (version === current.live) {
        print(`✓ ${remote} ${version} is already live: nothing to do`);
        return { kind: 'already-live', version };
      }
      const checked = await stages.run('check', `${remote}@${version} (published)`, async () => {
        const files = publishedFiles(store, remote, version, current.files?.[version]);
        const input = { files, remote, module: current.module, hostShared: env.hostShared };
        const forced = await passGate(input, request.force ?? false, print, request.canForce ?? true);
        const hash = await store.versionContentHash(remote, version);
        print(`  ${remote}@${version}, content ${shortHash(hash)}`);
        return { forced, hash };
      });
      const previous = current.live;
      const release = {
        action: 'rollback' as const,
        version,
        at: env.now().toISOString(),
        contentHash: checked.hash,
        ...makerFields(request),
        ...(checked.forced && { forced: checked.forced }),
      };
      const outcome = await releaseVersion(store, {
        remote,
        release,
        storePublicUrl: env.storePublicUrl,
        // An emergency is not refused: the rollout was compared with the release being left (decision 0079).
        duringRollout: 'abort',
        confirm: (now) => confirmLive(remote, previous, now),
        step: (name, work) => stages.run(name, 'the registry', work),
      });
      print(`✓ ${remote} ${version} is live (was ${previous}): ${stages.summary()}`);
      const aborted = outcome.kind === 'switched' ? outcome.abortedRollout : undefined;
      if (aborted)
        print(`  ${remote}'s rollout of ${aborted.version} at ${aborted.share}% was aborted: ${aborted.reason}`);
      return {
        kind: 'switched',
        version,
        previous,
        contentHash: checked.hash,
        ...(aborted && { abortedRollout: aborted }),
      };
    },
    { print: (line) => print(`  ${line}`) },
  );
}
