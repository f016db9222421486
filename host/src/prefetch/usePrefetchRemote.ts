import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { routeEntry, type RegistryEntry } from '@mfp/shared/registry';
import { usePlatformServices } from '../boundary/PlatformServices';
import { useOverrideSession } from '../overrides/OverrideSessionContext';

/**
 * Starts loading a remote before the user navigates to it (the header calls it when a link is about to be followed).
 * It is an ordinary `load`: a slot that mounts while it is under way shares it (the loader's in-flight attempt), and
 * one that mounts after it finished loads again, from what the federation runtime then holds (a loaded remote costs
 * no request; a failed one is tried afresh). A preload (`withPreload`) would instead hand a failure over to a visit
 * minutes later, after the remote had recovered.
 *
 * Not covered, on purpose: the remote of the page being shown when the intent fires, which its slot loads; and a remote
 * the tab overrides, which the shell loads from the override once it has checked it (as preloadRouteRemote does).
 * A failed prefetch is not reported: the slot reports what the user gets to see.
 */
export function usePrefetchRemote(): (entry: RegistryEntry) => void {
  const { loader } = usePlatformServices();
  const { requests: isOverridden } = useOverrideSession();
  const { pathname } = useLocation();
  // Read when the intent fires, after the delay: a click may have navigated to that very remote by then.
  const shownPath = useRef(pathname);
  useEffect(() => {
    shownPath.current = pathname;
  }, [pathname]);
  return useCallback(
    (entry: RegistryEntry) => {
      if (routeEntry([entry], shownPath.current) || isOverridden(entry.name)) return;
      void loader.load(entry);
    },
    [loader, isOverridden],
  );
}
