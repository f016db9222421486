import type { Preview } from '@mfp/shared/page';
import type { AlternateRelease, RegistryEntry } from '@mfp/shared/registry';
import type { PreviewCheck } from '../previews/previewLink';
import { onRolloutSide } from './cohortBucket';
import type { StoredReleases } from './storedReleases';

/** What one visitor is served of a stored registry (decision 0076). */
export interface VisitorChoice {
  /** By remote, the release the visitor gets in place of the live one; remotes on their live release are absent. */
  releases: ReadonlyMap<string, AlternateRelease>;
  /** What became of the request's preview link, for the banner; absent without one. */
  preview?: Preview;
  /** Whether another cohort could be served otherwise: a rollout with a share strictly between 0 and 100. */
  byCohort: boolean;
}

/**
 * The releases a visitor gets: for each remote with a rollout (given the visitor's `cohort`, which a registry without
 * rollouts needs not), its release when the visitor's bucket is under the
 * share; then a valid preview link's release for its remote, whatever the rollout gave, when the registry offers that
 * version (one of the remote's previews, its rollout's release, or the live one). A link for a version it does not
 * offer is refused (`not-offered`), and nothing of it is served.
 */
export function visitorChoice(
  stored: StoredReleases,
  liveEntries: readonly RegistryEntry[],
  cohort: string | undefined,
  link: PreviewCheck | undefined,
): VisitorChoice {
  const releases = new Map<string, AlternateRelease>();
  let byCohort = false;
  if (stored.kind === 'per-visitor' && cohort !== undefined)
    for (const [name, { rollout }] of stored.remotes) {
      if (!rollout) continue;
      byCohort ||= rollout.share > 0 && rollout.share < 100;
      if (onRolloutSide(cohort, name, rollout)) releases.set(name, rollout.release);
    }
  if (!link) return { releases, byCohort };
  if (link.status === 'refused') return { releases, byCohort, preview: { status: 'refused', reason: link.reason } };
  const { remote, version } = link.preview;
  const offered = offeredRelease(stored, liveEntries, remote, version);
  if (offered === undefined)
    return { releases, byCohort, preview: { status: 'refused', reason: 'not-offered', remote, version } };
  if (offered === 'live') releases.delete(remote);
  else releases.set(remote, offered);
  return { releases, byCohort, preview: { status: 'valid', remote, version } };
}

function offeredRelease(
  stored: StoredReleases,
  liveEntries: readonly RegistryEntry[],
  remote: string,
  version: string,
): AlternateRelease | 'live' | undefined {
  if (stored.kind === 'plain')
    return liveEntries.some((entry) => entry.name === remote && entry.version === version) ? 'live' : undefined;
  const releases = stored.remotes.get(remote);
  if (!releases) return undefined;
  const { live, rollout, previews } = releases;
  if (live.version === version) return 'live';
  if (rollout?.release.version === version) return rollout.release;
  return previews.find((release) => release.version === version);
}

/**
 * The variant a choice makes: its releases by remote, sorted. Visitors who get the same releases share it, whatever
 * their cookie or their reason (a rollout's side or a preview link): pages and `/registry.json` are cached by it.
 */
export const variantOf = (releases: ReadonlyMap<string, AlternateRelease>): string =>
  [...releases]
    .map(([name, release]) => `${name}@${release.version}`)
    .sort()
    .join(' ');
