import type { ReleasesStore } from '@mfp/store/releases';
import { DeployRefusal } from '../refusal/deployRefusal';

/**
 * Refuses to publish without switching a remote that has no live release (decision 0074): there is nothing to preview
 * the new one beside, or to roll it out against. Called before anything is built, unpacked or copied; the records'
 * own check under the lock (`releaseVersion`) stays the last word.
 */
export async function requireLiveRelease(store: ReleasesStore, remote: string, deployHint: string): Promise<string> {
  const live = (await store.readReleases()).remotes[remote]?.live;
  if (live !== undefined) return live;
  throw new DeployRefusal(
    'rollout-conflict',
    `${remote} has no live release, so a release published without switching could be neither previewed nor rolled ` +
      `out against one. Deploy its first release without --no-switch: ${deployHint}`,
  );
}
