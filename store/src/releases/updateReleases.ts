import { formatRegistry, registryFromReleases, type PublishedVersions } from '../records/registryFromReleases';
import type { ReleasesFile } from '../records/releasesFile';
import type { ControlRecords } from '../control/ControlRecords';
import type { Store } from '../Store';
import type { LockOptions } from '../records/withStoreLock';

/**
 * The store a change of the releases needs: the releases and the version files, and the control records the registry
 * takes each remote's server-render settings from (decision 0065), so no write of the registry can drop them.
 */
export type ReleasesStore = Store & { readonly control: Pick<ControlRecords, 'listRemoteSettings'> };

/** What a change of the releases decided: `unchanged` writes nothing but the registry. */
export type ReleasesChange<T> = { kind: 'changed'; result: T } | { kind: 'unchanged'; result: T };

async function publishedVersions(store: ReleasesStore, releases: ReleasesFile): Promise<PublishedVersions> {
  const names = Object.keys(releases.remotes);
  const versions = await Promise.all(names.map(async (name) => new Set(await store.listVersions(name))));
  return new Map(names.map((name, index) => [name, versions[index] ?? new Set<string>()]));
}

/**
 * The one way the releases change: under the store's lock, read them, let `change` edit them in place, write them,
 * then write the registry derived from them (unless it holds that document already), each with an atomic rename. Readers see the old registry or the
 * new one, and two processes never lose each other's change. `change` runs on the releases as they are now, so it
 * must decide again rather than trust what it read before taking the lock.
 *
 * Releases are written first: they are the record the registry is derived from, so a process killed between the two
 * leaves a registry that the next change (or `npm start`) derives again, never a history that lost a switch.
 */
export async function updateReleases<T>(
  store: ReleasesStore,
  storePublicUrl: string,
  change: (releases: ReleasesFile) => Promise<ReleasesChange<T>> | ReleasesChange<T>,
  options?: LockOptions,
): Promise<T> {
  return store.withLock(async () => {
    const releases = await store.readReleases();
    const outcome = await change(releases);
    if (outcome.kind === 'changed') await store.writeReleases(releases);
    // Read after `change`, which may have changed them (`npm run remotes -- server-render`), in the same lock.
    const settings = await store.control.listRemoteSettings();
    const serverRender = new Map(
      settings.flatMap(({ name, serverRender: own }) => (own ? [[name, own] as const] : [])),
    );
    const published = await publishedVersions(store, releases);
    const registry = registryFromReleases(releases, storePublicUrl, { published, serverRender });
    // A change the registry does not show (a rollout's next decision time, a history entry's field) switches nothing:
    // every host server would drop what it derived from the registry for the same document.
    const current = await store.readRegistry();
    if (current.kind === 'found' && current.bytes.toString('utf8') === formatRegistry(registry)) return outcome.result;
    await store.writeRegistry(registry);
    return outcome.result;
  }, options);
}

/** Writes the registry derived from the releases as they are, under the store's lock (`npm start` does, on start). */
export const refreshRegistry = (store: ReleasesStore, storePublicUrl: string, options?: LockOptions) =>
  updateReleases(store, storePublicUrl, () => ({ kind: 'unchanged', result: undefined }), options);
