import type { RegistryEntry } from '@mfp/shared/registry';
import type { RemoteLoader } from '../../loading/loader/createRemoteLoader';
import type { RemoteLoadResult } from '../../loading/records/RemoteLoadResult';

const loads = new WeakMap<RemoteLoader, WeakMap<RegistryEntry, Promise<RemoteLoadResult>>>();

/**
 * One load of `entry` per loader, whoever asks: React's `use()` needs the same promise on every render, and a component
 * that suspends while it hydrates keeps no state between attempts.
 */
export function loadOnce(loader: RemoteLoader, entry: RegistryEntry): Promise<RemoteLoadResult> {
  let byEntry = loads.get(loader);
  if (!byEntry) loads.set(loader, (byEntry = new WeakMap()));
  let load = byEntry.get(entry);
  if (!load) byEntry.set(entry, (load = loader.load(entry)));
  return load;
}
