import { useLayoutEffect } from 'react';

/**
 * Placed after a remote's component inside the slot's boundary: React runs its layout effect once the remote's whole
 * first render is committed to the DOM (earlier siblings' effects run first), and never when the remote throws while
 * rendering, since the boundary then commits nothing of its children.
 */
export function FirstRender({ onRender }: { onRender: () => void }) {
  useLayoutEffect(onRender, [onRender]);
  return null;
}
