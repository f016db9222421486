import type { ReleaseIntegrity } from '@mfp/shared/registry';
import type { RegistrySnapshot } from '../../registry/registrySnapshot';
import { storedReleasesOf } from '../../visitors/storedReleases';

/** One release the health checks fetch the manifest of: a remote's live one, or its rollout's. */
export interface ReleaseToCheck {
  remote: string;
  version: string | undefined;
  /** The manifest's URL, where browsers load it from. */
  entry: string;
  integrity?: ReleaseIntegrity;
}

const toCheck = (
  remote: string,
  { version, entry, integrity }: { version?: string; entry: string; integrity?: ReleaseIntegrity },
): ReleaseToCheck => ({ remote, version, entry, ...(integrity && { integrity }) });

/**
 * Every release a share of visitors is served, by the stored registry of one revision: each remote's live release,
 * and its rollout's (decision 0074), which visitors in the rollout's share get instead. Previews are left out: only
 * whoever holds a signed link loads one, and sees at once whether it loads.
 */
export function releasesToCheck(snapshot: RegistrySnapshot): ReleaseToCheck[] {
  const live = snapshot.page.entries.map((entry) => toCheck(entry.name, entry));
  const stored = storedReleasesOf(snapshot);
  if (stored.kind === 'plain') return live;
  const rollouts = [...stored.remotes].flatMap(([remote, { rollout }]) =>
    rollout ? [toCheck(remote, rollout.release)] : [],
  );
  return [...live, ...rollouts];
}
