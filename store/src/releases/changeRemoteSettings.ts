import type { ControlRecords } from '../control/ControlRecords';
import type { AuditAction, RemoteSettings } from '../control/controlRecordSchemas';
import type { ReleasesFile } from '../records/releasesFile';
import { StoreError } from '../StoreError';

/** One command's change of a remote's settings: its own part, what the audit trail says of it, and who made it. */
export interface RemoteSettingsChange {
  name: string;
  action: Extract<AuditAction, 'server-render' | 'budget' | 'api-origins'>;
  /** The record with this command's part changed; every other part of `current` must be kept. */
  change: (current: Omit<RemoteSettings, 'changedAt' | 'changedBy'>) => Omit<RemoteSettings, 'changedAt' | 'changedBy'>;
  /** The audit entry's detail, without who (added here). */
  detail: string;
  now: Date;
  /** `user@host`. */
  by: string;
}

/**
 * Changes one part of remote `name`'s settings record, keeping the others (`server-render` keeps the budget, `budget`
 * keeps server render), and appends the audit entry. The caller holds the records' lock and passes the releases it
 * read under it: two commands at once then never undo each other's part. A name neither released nor registered is
 * refused as `remote-unknown`, changing nothing.
 */
export async function changeRemoteSettings(
  control: Pick<ControlRecords, 'listRegistrations' | 'listRemoteSettings' | 'setRemoteSettings' | 'appendAudit'>,
  releases: ReleasesFile,
  location: string,
  { name, action, change, detail, now, by }: RemoteSettingsChange,
): Promise<RemoteSettings> {
  const registered = (await control.listRegistrations()).some((registration) => registration.name === name);
  if (!Object.hasOwn(releases.remotes, name) && !registered)
    throw new StoreError(
      'remote-unknown',
      `there is no remote named ${name} in ${location}: npm run remotes -- list shows the known ones, and ` +
        `npm run remotes -- add registers a new one.`,
    );
  const current = (await control.listRemoteSettings()).find((settings) => settings.name === name);
  const { changedAt: _at, changedBy: _by, ...parts } = current ?? { name };
  const settings: RemoteSettings = { ...change(parts), name, changedAt: now.toISOString(), changedBy: by };
  await control.setRemoteSettings(settings);
  await control.appendAudit({
    at: now.toISOString(),
    action,
    result: 'ok',
    remote: name,
    detail: `${detail}, by ${by}`,
  });
  return settings;
}
