import type { RemoteServerRender } from '@mfp/shared/registry';
import type { ControlRecords } from '../control/ControlRecords';
import type { RemoteSettings } from '../control/controlRecordSchemas';
import { changeRemoteSettings } from './changeRemoteSettings';
import { updateReleases, type ReleasesStore } from './updateReleases';

export interface SetServerRenderContext {
  now: Date;
  /** Who changes it, for the record and the audit trail: `user@host`. */
  by: string;
}

/** How the audit trail and the log word a remote's server-render settings: `off`, `on`, `on, deadline 500 ms`. */
export function describeServerRender({ enabled, deadlineMs, memoryMb, outputKb }: RemoteServerRender): string {
  if (!enabled) return 'off';
  const limits = [
    ...(deadlineMs === undefined ? [] : [`deadline ${deadlineMs} ms`]),
    ...(memoryMb === undefined ? [] : [`memory ${memoryMb} MB`]),
    ...(outputKb === undefined ? [] : [`output ${outputKb} KB`]),
  ];
  return ['on', ...limits].join(', ');
}

/**
 * Sets the platform team's server-render settings of remote `name` (decision 0065) and writes the registry derived
 * with them, in one hold of the records' lock: every host serves the change within REGISTRY_MAX_STALENESS_MS, as it
 * does a deploy. They replace the remote's previous server-render settings whole (`on` alone drops earlier limits) and
 * keep the rest of its record (its budget), outlive its deploys and rollbacks, and reach a registered remote's entry
 * with its first deploy. Appends a `server-render`
 * entry to the audit trail. A name neither released nor registered is refused as `remote-unknown`, changing nothing.
 */
export async function setServerRender(
  store: ReleasesStore & { readonly control: ControlRecords },
  storePublicUrl: string,
  { name, serverRender }: { name: string; serverRender: RemoteServerRender },
  { now, by }: SetServerRenderContext,
): Promise<RemoteSettings> {
  return updateReleases(store, storePublicUrl, async (releases) => {
    const settings = await changeRemoteSettings(store.control, releases, store.location, {
      name,
      action: 'server-render',
      // The API origins are set by their own command (`setApiOrigins`): turning rendering on or off keeps them.
      change: (current) => {
        // `Omit` over the record's open shape loses its fields' types; the record was checked when it was read.
        const apiOrigins = (current.serverRender as RemoteServerRender | undefined)?.apiOrigins;
        return { ...current, serverRender: apiOrigins ? { ...serverRender, apiOrigins } : serverRender };
      },
      detail: `server render ${describeServerRender(serverRender)}`,
      now,
      by,
    });
    // The releases are as they were: only the registry derived from them changes.
    return { kind: 'unchanged', result: settings };
  });
}
