import type { Actor, ThresholdOverrides } from '../records/deliveryRecordSchemas';
import type { RemoteReleases } from '../records/releasesFile';
import { isPublishedRelease } from './isPublishedRelease';
import { rolloutRefused } from './rolloutRefused';

/** What `mfp rollout start` asks for; steps and interval are checked by the records' schema on write. */
export interface RolloutStart {
  version: string;
  steps: readonly number[];
  intervalMs: number;
  thresholds?: ThresholdOverrides;
  by: Actor;
  now: Date;
}

/**
 * Starts a rollout of a published version that is not live (decision 0074): its first step's share of visitors gets
 * it from the next registry read on. Refuses while another rollout runs: there is at most one per remote, so that a
 * visitor's release and the analysis's comparison each involve two releases only.
 */
export function startRollout(remote: RemoteReleases, name: string, start: RolloutStart): void {
  const { version, now } = start;
  if (remote.rollout)
    throw rolloutRefused(
      `${name} has a rollout of ${remote.rollout.version} running; finish it first ` +
        `(mfp rollout promote ${name}, or mfp rollout abort ${name})`,
    );
  if (remote.live === version) throw rolloutRefused(`${name}@${version} is live already: there is nothing to roll out`);
  if (!isPublishedRelease(remote, version))
    throw rolloutRefused(
      `${name}@${version} is not published: publish it first without switching ` +
        `(mfp deploy --no-switch, or npm run deploy -- ${name} --no-switch)`,
    );
  const at = now.toISOString();
  remote.rollout = {
    version,
    steps: [...start.steps],
    step: 0,
    intervalMs: start.intervalMs,
    state: 'running',
    startedAt: at,
    stepStartedAt: at,
    nextDecisionAt: new Date(now.getTime() + start.intervalMs).toISOString(),
    ...(start.thresholds && Object.keys(start.thresholds).length > 0 ? { thresholds: start.thresholds } : {}),
    startedBy: start.by,
    analyses: [],
  };
}
