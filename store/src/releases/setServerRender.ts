import type { RemoteServerRender } from '@mfp/shared/registry';
import type { ControlRecords } from '../control/ControlRecords';
import type { AuditEntry, RemoteSettings } from '../control/controlRecordSchemas';
import { StoreError } from '../StoreError';
import { updateReleases, type ReleasesStore } from './updateReleases';

export interface SetServerRenderContext {
  now: Date;
  /** Who changes it, for the record and the audit trail: `user@host`. */
  by: string;
}

/** How the audit trail and the log word a remote's server-render settings: `off`, `on`, `on, deadline 500 ms`. */
export function describeServerRender({ enabled, deadlineMs, memoryMb }: RemoteServerRender): string {
  if (!enabled) return 'off';
  const limits = [
    ...(deadlineMs === undefined ? [] : [`deadline ${deadlineMs} ms`]),
    ...(memoryMb === undefined ? [] : [`memory ${memoryMb} MB`]),
  ];
  return ['on', ...limits].join(', ');
}

/**
 * Sets the platform team's server-render settings of remote `name` (decision 0065) and writes the registry derived
 * with them, in one hold of the records' lock: every host serves the change within REGISTRY_MAX_STALENESS_MS, as it
 * does a deploy. The settings replace the remote's previous ones whole (`on` alone drops earlier limits), outlive
 * its deploys and rollbacks, and reach a registered remote's entry with its first deploy. Appends a `server-render`
 * entry to the audit trail. A name neither released nor registered is refused as `remote-unknown`, changing nothing.
 */
export async function setServerRender(
  store: ReleasesStore & { readonly control: ControlRecords },
  storePublicUrl: string,
  { name, serverRender }: { name: string; serverRender: RemoteServerRender },
  { now, by }: SetServerRenderContext,
): Promise<RemoteSettings> {
  return updateReleases(store, storePublicUrl, async (releases) => {
    const registered = (await store.control.listRegistrations()).some((registration) => registration.name === name);
    if (!Object.hasOwn(releases.remotes, name) && !registered)
      throw new StoreError(
        'remote-unknown',
        `there is no remote named ${name} in ${store.location}: npm run remotes -- list shows the known ones, and ` +
          `npm run remotes -- add registers a new one.`,
      );
    const settings: RemoteSettings = { name, serverRender, changedAt: now.toISOString(), changedBy: by };
    await store.control.setRemoteSettings(settings);
    const entry: AuditEntry = {
      at: now.toISOString(),
      action: 'server-render',
      result: 'ok',
      remote: name,
      detail: `server render ${describeServerRender(serverRender)}, by ${by}`,
    };
    await store.control.appendAudit(entry);
    // The releases are as they were: only the registry derived from them changes.
    return { kind: 'unchanged', result: settings };
  });
}
