import type { RolloutRequest } from '@mfp/shared/deploy';
import { DEFAULT_ROLLOUT_INTERVAL_MS, DEFAULT_ROLLOUT_STEPS } from '@mfp/shared/rollouts';
import { updateReleases, type RemoteReleases, type ReleasesStore } from '@mfp/store/releases';
import { commandRollout, isPublishedRelease, startRollout, type Actor } from '@mfp/store/rollouts';
import { DeployRefusal } from '../refusal/deployRefusal';

/** What a rollout change works on: the store, the registry's URL prefix, who asks and when. */
export interface RolloutChangeContext {
  store: ReleasesStore;
  storePublicUrl: string;
  actor: Actor;
  now: Date;
  /** The lock's waiting, one line at a time. */
  print?: (line: string) => void;
  /** How the caller's tool starts a rollout, for a refusal with none running; the kit's `mfp rollout start` unless set. */
  startHint?: string;
}

const listed = (versions: readonly string[]) => versions.join(', ') || 'none';

/** The versions a rollout may start with: published without switching, never live, with their files in the store. */
const notLiveVersions = (remote: RemoteReleases) =>
  (remote.published ?? []).map(({ version }) => version).filter((version) => version !== remote.live);

/**
 * Refuses, with the deploy API's own codes, what `startRollout` would refuse less precisely: a remote with no live
 * release, and a version that is not published (or whose files are gone, so no visitor could be served it).
 */
async function checkStart(store: ReleasesStore, name: string, remote: RemoteReleases | undefined, version: string) {
  if (!remote)
    throw new DeployRefusal(
      'rollout-conflict',
      `${name} has no live release to roll ${version} out against: deploy its first release normally.`,
    );
  if (remote.live === version) return; // startRollout says it is live already
  const inStore = await store.versionExists(name, version);
  if (!isPublishedRelease(remote, version) || !inStore)
    throw new DeployRefusal(
      'version-unknown',
      `${name}@${version} is not ${inStore ? 'recorded as published' : 'published'}, so it cannot be rolled out. ` +
        `Publish it first without switching (mfp deploy --no-switch, or npm run deploy -- ${name} --no-switch). ` +
        `Published and not live: ${listed(notLiveVersions(remote))}.`,
    );
}

/**
 * Starts, pauses, resumes, promotes or aborts a remote's rollout (decision 0077): under the remote's lock, as a
 * rollback is, then through `updateReleases`, so the registry every host reads switches in the same write as the
 * records. Refusals are the deploy API's codes (`rollout-conflict` when the command does not apply). Returns the
 * remote's releases after the change.
 */
export async function changeRollout(
  remote: string,
  request: RolloutRequest,
  context: RolloutChangeContext,
): Promise<RemoteReleases> {
  const { store, storePublicUrl, actor, now } = context;
  await store.checkWritable();
  return store.withRemoteLock(
    remote,
    async () => {
      if (request.action === 'start')
        await checkStart(store, remote, (await store.readReleases()).remotes[remote], request.version);
      return updateReleases(store, storePublicUrl, (releases) => {
        const current = releases.remotes[remote];
        if (request.action === 'start') {
          if (!current) throw new DeployRefusal('rollout-conflict', `${remote} has no live release`);
          startRollout(current, remote, {
            version: request.version,
            steps: request.steps ?? DEFAULT_ROLLOUT_STEPS,
            intervalMs: request.intervalMs ?? DEFAULT_ROLLOUT_INTERVAL_MS,
            ...(request.thresholds && { thresholds: request.thresholds }),
            by: actor,
            now,
          });
        } else
          commandRollout(releases, remote, request.action, {
            actor,
            now,
            ...(context.startHint && { startHint: context.startHint }),
          });
        return { kind: 'changed', result: releases.remotes[remote]! };
      });
    },
    { print: (line) => context.print?.(`  ${line}`) },
  );
}
