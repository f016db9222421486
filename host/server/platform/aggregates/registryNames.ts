import type { LiveRegistry } from '../../registry/liveRegistry';
import type { RegistrySnapshot } from '../../registry/registrySnapshot';
import { boundedNames, type BoundedNames } from './boundedNames';
import { rememberVersions } from './rememberVersions';

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
      bounded = boundedNames(snapshot.page.entries, versionsSeen);
      rememberVersions(versionsSeen, snapshot.page.entries);
      names.set(snapshot, bounded);
    }
    return bounded;
  };
}
