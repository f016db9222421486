import type { Store } from '../Store';
import type { ControlRecords } from './ControlRecords';

/** What the host needs to list a remote: its navigation text, route and expose, and its live version once it has one. */
export interface RemoteDescription {
  name: string;
  title: string;
  route: string;
  module: string;
  /** Absent for a registered remote not deployed yet. */
  live?: string;
}

/**
 * How the platform knows remote `name`: from its releases when it has some (they carry what went live, and the
 * remotes of this repository have no registration), else from its registration, or undefined when it is neither.
 * A deploy of a registered remote's first release takes its title, route and module from here.
 */
export async function remoteDescription(
  store: Pick<Store, 'readReleases'> & { readonly control: Pick<ControlRecords, 'listRegistrations'> },
  name: string,
): Promise<RemoteDescription | undefined> {
  const { remotes } = await store.readReleases();
  const released = Object.hasOwn(remotes, name) ? remotes[name] : undefined;
  if (released)
    return { name, title: released.title, route: released.route, module: released.module, live: released.live };
  const registration = (await store.control.listRegistrations()).find((registered) => registered.name === name);
  if (!registration) return undefined;
  const { title, route, module } = registration;
  return { name, title, route, module };
}
