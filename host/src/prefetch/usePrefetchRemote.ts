import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { RegistryEntry } from '@mfp/shared/registry';
import { usePlatformServices } from '../boundary/PlatformServices';
import type { RemoteLoader } from '../loading/createRemoteLoader';
import { useOverrideSession } from '../overrides/OverrideSessionContext';
import type { PreloadingLoader } from '../preload/preloadingLoader';
import { routeEntry } from '../preload/routeEntry';

function canPreload(loader: RemoteLoader): loader is PreloadingLoader {
  return typeof (loader as Partial<PreloadingLoader>).preload === 'function';
}

/**
 * Starts loading a remote before the user navigates to it (the header calls it when a link is about to be followed),
 * through the loader's preload: the slot that mounts on arrival takes that attempt instead of starting its own. Returns
 * undefined when the platform's loader cannot preload (tests, the standalone shell).
 *
 * Not covered, on purpose: the remote of the page being shown, which its slot has loaded or is loading; and a remote
 * the tab overrides, which the shell loads from the override once it has checked it (as preloadRouteRemote does).
 */
export function usePrefetchRemote(): ((entry: RegistryEntry) => void) | undefined {
  const { loader } = usePlatformServices();
  const { requests: isOverridden } = useOverrideSession();
  const { pathname } = useLocation();
  return useMemo(() => {
    if (!canPreload(loader)) return undefined;
    return (entry: RegistryEntry) => {
      if (routeEntry([entry], pathname) || isOverridden(entry.name)) return;
      loader.preload(entry);
    };
  }, [loader, isOverridden, pathname]);
}
