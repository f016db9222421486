import type { RegistryEntry } from '@mfp/shared/registry';
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { toFailure } from '../failures/failureFactory';
import type { RemoteLoader } from '../loading/loader/createRemoteLoader';
import type { RemoteLoadResult } from '../loading/records/RemoteLoadResult';
import type { MountTiming } from '../loadTimings/mountTimings';
import { failedAt } from './failedAt';
import type { RemoteLifecycle } from './RemoteLifecycle';

/**
 * A slot's lifecycle, starting with a load of `entry` when the slot mounts (and again when the entry changes); the
 * setter lets the slot move a rendered remote to `failed`. A result that arrives after the slot has moved on is
 * dropped. The mount's timing learns which release it got. `loaded`, a load made before the mount (a server-rendered
 * slot's, handed over when it did not get the release the server rendered), stands for the mount's first load.
 */
export function useRemoteLoad(
  entry: RegistryEntry,
  loader: RemoteLoader,
  timing: MountTiming | undefined,
  loaded?: RemoteLoadResult,
): [RemoteLifecycle, Dispatch<SetStateAction<RemoteLifecycle>>] {
  const [lifecycle, setLifecycle] = useState<RemoteLifecycle>(loaded ?? { status: 'loading' });
  // A load made before this mount (a server-rendered slot's, handed over) stands for the first one.
  const handedOver = useRef(loaded);
  useEffect(() => {
    const learnt = (result: RemoteLoadResult) => {
      if (result.status === 'ready')
        timing?.loaded(result.servedFallback?.version ?? entry.version, result.servedFallback !== undefined);
    };
    if (handedOver.current) {
      learnt(handedOver.current);
      handedOver.current = undefined;
      return;
    }
    let current = true;
    setLifecycle({ status: 'loading' });
    loader.load(entry).then(
      (result) => {
        if (!current) return;
        learnt(result);
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
