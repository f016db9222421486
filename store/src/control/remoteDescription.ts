import type { RemoteDescription } from '../records/releaseHistory';
import type { Store } from '../Store';
import type { ControlRecords } from './ControlRecords';

/**
 * How the platform knows remote `name`: its title, route and module from its releases when it has some (they carry
 * what went live, and the remotes of this repository have no registration), else from its registration, or undefined
 * when it is neither. A deploy of a registered remote's first release takes its description from here. Exactly those
 * three fields: `recordRelease` stores the description as it is.
 */
export async function remoteDescription(
  store: Pick<Store, 'readReleases'> & { readonly control: Pick<ControlRecords, 'listRegistrations'> },
  name: string,
): Promise<RemoteDescription | undefined> {
  const { remotes } = await store.readReleases();
  const known = Object.hasOwn(remotes, name)
    ? remotes[name]
    : (await store.control.listRegistrations()).find((registered) => registered.name === name);
  return known && { title: known.title, route: known.route, module: known.module };
}
