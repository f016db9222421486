import type { NavigationItem } from '@mfp/shared/page';
import { useMemo, type FocusEvent, type MouseEvent, type PointerEvent, type TouchEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLinkIntent } from '../prefetch/useLinkIntent';
import { isPlainLeftClick } from './isPlainLeftClick';

/** The attribute that names a link's remote, which the navigation's handlers read to find it. */
const REMOTE_ATTRIBUTE = 'data-remote';

/** The handlers the navigation element holds for all its remote links at once. */
export interface RemoteLinkEvents {
  onClick: (event: MouseEvent) => void;
  onPointerOver: (event: PointerEvent) => void;
  onPointerOut: (event: PointerEvent) => void;
  onFocus: (event: FocusEvent) => void;
  onBlur: (event: FocusEvent) => void;
  onTouchStart: (event: TouchEvent) => void;
}

/**
 * One click handler and one set of intent handlers for every remote link inside the element that holds them: each
 * finds its link from the event's target (`data-remote`), so a link carries no handler of its own. A plain left click
 * navigates in the app; hover, focus and touch are the link's intent, passed to `prefetch`.
 */
export function useRemoteLinkEvents(
  remotes: readonly NavigationItem[],
  prefetch: ((remote: NavigationItem) => void) | undefined,
): RemoteLinkEvents {
  const navigate = useNavigate();
  const intentOn = useLinkIntent(prefetch);
  const byName = useMemo(() => new Map(remotes.map((remote) => [remote.name, remote])), [remotes]);

  const remoteAt = (target: EventTarget | null): [NavigationItem, Element] | undefined => {
    const link = target instanceof Element ? target.closest(`a[${REMOTE_ATTRIBUTE}]`) : null;
    const remote = link ? byName.get(link.getAttribute(REMOTE_ATTRIBUTE) ?? '') : undefined;
    return remote && link ? [remote, link] : undefined;
  };
  return {
    onClick: (event) => {
      const found = remoteAt(event.target);
      if (!found || !isPlainLeftClick(event)) return;
      event.preventDefault();
      navigate(found[0].route);
    },
    // Pointer events reach the navigation from every link inside it: entering a link is `over` from outside it.
    onPointerOver: (event) => {
      const found = remoteAt(event.target);
      if (found && !found[1].contains(event.relatedTarget as Node | null)) intentOn(found[0]).onPointerEnter?.();
    },
    onPointerOut: (event) => {
      const found = remoteAt(event.target);
      if (found && !found[1].contains(event.relatedTarget as Node | null)) intentOn(found[0]).onPointerLeave?.();
    },
    onFocus: (event) => {
      const found = remoteAt(event.target);
      if (found) intentOn(found[0]).onFocus?.();
    },
    onBlur: (event) => {
      const found = remoteAt(event.target);
      if (found) intentOn(found[0]).onBlur?.();
    },
    onTouchStart: (event) => {
      const found = remoteAt(event.target);
      if (found) intentOn(found[0]).onTouchStart?.();
    },
  };
}
