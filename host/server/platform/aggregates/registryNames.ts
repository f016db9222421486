import type { LiveRegistry } from '../../registry/liveRegistry';
import type { RegistrySnapshot } from '../../registry/registrySnapshot';
import { boundedNames, type BoundedNames } from './boundedNames';
import { rememberVersions } from './rememberVersions';
import type { AlternateVersions } from './namedVersions';
import { storedReleasesOf } from '../../visitors/storedReleases';

/** The rollouts' and previews' versions of each remote the stored registry names (decision 0074). */
function alternateVersionsOf(snapshot: RegistrySnapshot): AlternateVersions {
  const stored = storedReleasesOf(snapshot);
  if (stored.kind === 'plain') return new Map();
  return new Map(
    [...stored.remotes].map(([name, { rollout, previews }]) => [
      name,
      [...(rollout ? [rollout.release.version] : []), ...previews.map((preview) => preview.version)],
    ]),
  );
}

/**
 * The names a count may carry, by the registry this server serves now (`boundedNames`): made once per revision, and
 * with the versions earlier revisions named, so that a tab opened before a rollback still counts against its version.
 */
export function registryNames(registry: Pick<LiveRegistry, 'current'>): () => Promise<BoundedNames> {
  const names = new WeakMap<RegistrySnapshot, BoundedNames>();
  const versionsSeen = new Map<string, string[]>();
  return async () => {
    const snapshot = await registry.current();
    let bounded = names.get(snapshot);
    if (!bounded) {
      const alternates = alternateVersionsOf(snapshot);
      bounded = boundedNames(snapshot.page.entries, versionsSeen, alternates);
      rememberVersions(versionsSeen, snapshot.page.entries, alternates);
      names.set(snapshot, bounded);
    }
    return bounded;
  };
}
