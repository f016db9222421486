import { describeBytes } from '@mfp/shared/status';
import type { ControlRecords } from '../control/ControlRecords';
import type { RemoteBudget, RemoteSettings } from '../control/controlRecordSchemas';
import type { Store } from '../Store';
import { changeRemoteSettings } from './changeRemoteSettings';

/** How the audit trail and the command word a budget: `150.0 KB (150,000 bytes) gzip`, or `off`. */
export const describeBudget = (budget: RemoteBudget | undefined) =>
  budget ? `${describeBytes(budget.maxBytes)} gzip` : 'off';

/**
 * Sets remote `name`'s budget (decision 0072), or clears it with `undefined`, under the records' lock, keeping the rest
 * of its settings record (server render), and appends a `budget` entry to the audit trail. The registry does not
 * carry budgets (only the deploy gate reads them), so it is not written. The next deploy of the remote is weighed
 * against it; the live release is not. A name neither released nor registered is refused as `remote-unknown`.
 */
export function setBudget(
  store: Pick<Store, 'readReleases' | 'withLock' | 'location'> & { readonly control: ControlRecords },
  { name, budget }: { name: string; budget: RemoteBudget | undefined },
  { now, by }: { now: Date; by: string },
): Promise<RemoteSettings> {
  return store.withLock(async () =>
    changeRemoteSettings(store.control, await store.readReleases(), store.location, {
      name,
      action: 'budget',
      change: ({ budget: _old, ...current }) => ({ ...current, ...(budget && { budget }) }),
      detail: `budget ${describeBudget(budget)}`,
      now,
      by,
    }),
  );
}
