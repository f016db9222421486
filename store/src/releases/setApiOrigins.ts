import type { RemoteServerRender } from '@mfp/shared/registry';
import type { ControlRecords } from '../control/ControlRecords';
import type { RemoteSettings } from '../control/controlRecordSchemas';
import { changeRemoteSettings } from './changeRemoteSettings';
import { updateReleases, type ReleasesStore } from './updateReleases';

export interface SetApiOriginsContext {
  now: Date;
  /** Who changes it, for the record and the audit trail: `user@host`. */
  by: string;
}

/**
 * Sets the origins remote `name`'s loader and server render may fetch (decision 0093), replacing its previous list
 * (an empty list allows none), and writes the registry derived with them, in one hold of the records' lock: every
 * host follows within REGISTRY_MAX_STALENESS_MS. They live in the remote's server-render settings, which they outlive:
 * `server-render on|off` keeps them, and a remote with no server-render settings yet is rendered as the host's
 * settings say. Appends an `api-origins` entry to the audit trail. Origins must be normalised already
 * (`parseOrigin`); a name neither released nor registered is refused as `remote-unknown`, changing nothing.
 */
export async function setApiOrigins(
  store: ReleasesStore & { readonly control: ControlRecords },
  storePublicUrl: string,
  { name, apiOrigins }: { name: string; apiOrigins: readonly string[] },
  { now, by }: SetApiOriginsContext,
): Promise<RemoteSettings> {
  return updateReleases(store, storePublicUrl, async (releases) => {
    const settings = await changeRemoteSettings(store.control, releases, store.location, {
      name,
      action: 'api-origins',
      change: (current) => {
        // `Omit` over the record's open shape loses its fields' types; the record was checked when it was read.
        const own = (current.serverRender as RemoteServerRender | undefined) ?? { enabled: true };
        const { apiOrigins: _previous, ...serverRender } = own;
        return {
          ...current,
          serverRender: apiOrigins.length > 0 ? { ...serverRender, apiOrigins: [...apiOrigins] } : serverRender,
        };
      },
      detail: `API origins ${apiOrigins.length > 0 ? apiOrigins.join(', ') : 'none'}`,
      now,
      by,
    });
    return { kind: 'unchanged', result: settings };
  });
}
