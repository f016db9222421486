import type { RegistryEntry } from '@mfp/shared/registry';
import { RemoteSlot } from '../boundary/RemoteSlot';
import { PageHead } from './PageHead';

/** A remote's page as search results and link previews describe it: its registry title is all the host knows. */
const remoteDescription = (title: string) => `${title}, served by its own team's remote in the shop.`;

/** A remote's route: its title and description in the page's head, and its slot. The remote renders the page's h1. */
export function RemotePage({ remote }: { remote: RegistryEntry }) {
  return (
    <>
      <PageHead title={remote.title} description={remoteDescription(remote.title)} />
      <RemoteSlot entry={remote} />
    </>
  );
}
