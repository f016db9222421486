import { useEffect, useState, type ReactNode } from 'react';
import { createFailure } from '../../failures/failureFactory';
import type { HydrationMismatch } from '../../hydration/hydrationMismatches';
import { useHydrated } from '../../hydration/useHydrated';
import { usePlatformServices } from '../PlatformServices';

export interface SlotHydrationProps {
  remote: string;
  /** The release the server rendered, which the slot hydrates. */
  version: string;
  /** The remote's boundary: wrapped rather than beside it, so the remote's `useId`s keep their tree position. */
  children: ReactNode;
}

/** React's error, with the component stack where the mismatch was for its stack: what leads to the remote's markup. */
function causeOf({ error, componentStack }: HydrationMismatch): Error {
  const cause = new Error(error.message);
  cause.stack = componentStack ? `${error.message}${componentStack}` : error.stack;
  return cause;
}

/**
 * Wraps the remote in a server-rendered slot's Suspense boundary and learns whether React hydrated the
 * server's HTML there or rendered the boundary afresh, which it does when the browser's first render of the remote
 * differed from the server's (a hydration mismatch; the user sees the remote as the browser rendered it, no fallback
 * screen). A fresh mount claims the mismatches React gave the page and reports the first as the remote's
 * `hydration-mismatch`, with its digest (decision 0068). The probe mounts once per page load, the reporter sends a
 * failure once, so a slot reports at most once. A fresh mount with no mismatch to claim was an error thrown while
 * hydrating, which the slot's render boundary shows. Renders its children only: a sibling of the remote would add a
 * fork to the tree, and React's `useId` values in the remote would no longer match the server's.
 */
export function SlotHydration({ remote, version, children }: SlotHydrationProps) {
  const { reportFailure, hydrationMismatches } = usePlatformServices();
  // From the first render of this mount: false while React hydrates the server's HTML, true on a fresh render.
  const hydrated = useHydrated();
  const [renderedAfresh] = useState(hydrated);
  useEffect(() => {
    if (!renderedAfresh || !hydrationMismatches) return;
    const [mismatch] = hydrationMismatches.claim();
    if (!mismatch) return;
    const failure = createFailure({
      culprit: 'remote',
      kind: 'hydration-mismatch',
      remote,
      version,
      message: 'the browser rendered the remote differently than the server did; React rendered the slot afresh',
      cause: causeOf(mismatch),
    });
    void reportFailure(failure);
  }, [renderedAfresh, hydrationMismatches, reportFailure, remote, version]);
  return children;
}
