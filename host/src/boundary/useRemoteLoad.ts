import type { RegistryEntry } from '@mfp/shared/registry';
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { toFailure } from '../failures/failureFactory';
import type { RemoteLoader } from '../loading/loader/createRemoteLoader';
import type { MountTiming } from '../loadTimings/mountTimings';
import { failedAt } from './failedAt';
import type { RemoteLifecycle } from './RemoteLifecycle';

/**
 * A slot's lifecycle, starting with a load of `entry` when the slot mounts (and again when the entry changes); the
 * setter lets the slot move a rendered remote to `failed`. A result that arrives after the slot has moved on is
 * dropped. The mount's timing learns which release it got.
 */
export function useRemoteLoad(
  entry: RegistryEntry,
  loader: RemoteLoader,
  timing: MountTiming | undefined,
): [RemoteLifecycle, Dispatch<SetStateAction<RemoteLifecycle>>] {
  const [lifecycle, setLifecycle] = useState<RemoteLifecycle>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setLifecycle({ status: 'loading' });
    loader.load(entry).then(
      (result) => {
        if (!current) return;
        if (result.status === 'ready') {
          timing?.loaded(result.servedFallback?.version ?? entry.version, result.servedFallback !== undefined);
        }
        setLifecycle(result);
      },
      // The loader resolves with its failures; a rejection is a bug in it, still shown as a failure of this remote.
      (rejection: unknown) => {
        if (current) {
          setLifecycle({ status: 'failed', failure: toFailure(rejection, failedAt(entry, entry.version, 'load')) });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [loader, entry, timing]);
  return [lifecycle, setLifecycle];
}
