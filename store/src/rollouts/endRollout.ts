import type { Actor, EndedRollout, RolloutAnalysis } from '../records/deliveryRecordSchemas';
import { recordRelease } from '../records/releaseHistory';
import type { ReleasesFile } from '../records/releasesFile';
import { MAX_ENDED_ROLLOUTS } from './rolloutLimits';
import { rolloutRefused } from './rolloutRefused';

/** How a rollout ends, and who ended it: the analysis (with its decision) or a command (with its actor). */
export type RolloutEnding = { outcome: EndedRollout['outcome']; reason: string; now: Date } & (
  { by: 'analysis'; analysis: RolloutAnalysis; actor: Actor } | { by: 'command'; actor: Actor }
);

/** The content hash the version was published with, which its release record repeats. */
function contentHashOf(releases: ReleasesFile, name: string, version: string): string {
  const remote = releases.remotes[name];
  const published = remote?.published?.find((release) => release.version === version);
  const live = remote?.history.findLast((release) => release.version === version);
  const hash = published?.contentHash ?? (live?.action === 'unrecorded' ? undefined : live?.contentHash);
  if (hash === undefined) throw rolloutRefused(`${name}@${version} has no recorded content hash: deploy it again`);
  return hash;
}

/**
 * Ends the remote's rollout: `completed` makes its release live (a release whose action is `rollout`, which `--rollback`
 * goes back from like any other), `aborted` leaves the live release live. Either way every visitor gets the live
 * release from the next registry read on, and the rollout joins the remote's history of ended rollouts.
 */
export function endRollout(releases: ReleasesFile, name: string, ending: RolloutEnding): EndedRollout {
  const remote = releases.remotes[name];
  const rollout = remote?.rollout;
  if (!remote || !rollout) throw rolloutRefused(`${name} has no rollout running`);
  const at = ending.now.toISOString();
  const ended: EndedRollout = {
    version: rollout.version,
    outcome: ending.outcome,
    by: ending.by,
    reason: ending.reason,
    at,
    startedAt: rollout.startedAt,
    share: ending.outcome === 'completed' ? 100 : (rollout.steps[rollout.step] ?? 0),
    actor: ending.actor,
    ...(ending.by === 'analysis' ? { analysis: ending.analysis } : {}),
  };
  if (ending.outcome === 'completed') {
    const { title, route, module } = remote;
    recordRelease(
      releases,
      name,
      { title, route, module },
      {
        action: 'rollout',
        version: rollout.version,
        at,
        contentHash: contentHashOf(releases, name, rollout.version),
        ...ending.actor,
      },
    );
  }
  const after = releases.remotes[name]!;
  delete after.rollout;
  after.rollouts = [...(after.rollouts ?? []), ended].slice(-MAX_ENDED_ROLLOUTS);
  return ended;
}
