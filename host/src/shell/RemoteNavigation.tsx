import type { NavigationItem } from '@mfp/shared/page';
import { useMemo, type FocusEvent, type ReactNode, type MouseEvent, type PointerEvent, type TouchEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLinkIntent } from '../prefetch/useLinkIntent';
import { isPlainLeftClick } from './isPlainLeftClick';
import { activeNavLinkStyle, navLinkStyle } from './theme';

export interface RemoteNavigationProps {
  remotes: readonly NavigationItem[];
  /** Called when the user looks set to follow a remote's link (hover, focus, touch), to start loading it early. */
  prefetch?: (remote: NavigationItem) => void;
  /** Rendered after the links. */
  children?: ReactNode;
}

const REMOTE_ATTRIBUTE = 'data-remote';

/** Whether a route is the current location or one under it (react-router's `NavLink` rule, case-insensitive). */
function isActiveRoute(route: string, pathname: string): boolean {
  const current = pathname.toLowerCase();
  const own = route.toLowerCase();
  return current === own || current.startsWith(own.endsWith('/') ? own : `${own}/`);
}

/**
 * One link per remote, built for a registry of hundreds: each link is a plain anchor, and the navigation holds one
 * click handler and one set of intent handlers for all of them. A `NavLink` per remote made each link run the
 * router's hooks and carry five handlers of its own: 14 ms of the first render at 200 remotes (`npm run bench`,
 * `mfp:navigation`), on the way to the route's content.
 *
 * Not covered: links other than the remotes' (the home link stays a `NavLink`).
 */
export function RemoteNavigation({ remotes, prefetch, children }: RemoteNavigationProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const intentOn = useLinkIntent(prefetch);
  const byName = useMemo(() => new Map(remotes.map((remote) => [remote.name, remote])), [remotes]);

  const remoteAt = (target: EventTarget | null): [NavigationItem, Element] | undefined => {
    const link = target instanceof Element ? target.closest(`a[${REMOTE_ATTRIBUTE}]`) : null;
    const remote = link ? byName.get(link.getAttribute(REMOTE_ATTRIBUTE) ?? '') : undefined;
    return remote && link ? [remote, link] : undefined;
  };
  const onClick = (event: MouseEvent) => {
    const found = remoteAt(event.target);
    if (!found || !isPlainLeftClick(event)) return;
    event.preventDefault();
    navigate(found[0].route);
  };
  // Pointer events reach the navigation from every link inside it: entering a link is `over` from outside it.
  const onPointerOver = (event: PointerEvent) => {
    const found = remoteAt(event.target);
    if (found && !found[1].contains(event.relatedTarget as Node | null)) intentOn(found[0]).onPointerEnter?.();
  };
  const onPointerOut = (event: PointerEvent) => {
    const found = remoteAt(event.target);
    if (found && !found[1].contains(event.relatedTarget as Node | null)) intentOn(found[0]).onPointerLeave?.();
  };
  const onFocus = (event: FocusEvent) => {
    const found = remoteAt(event.target);
    if (found) intentOn(found[0]).onFocus?.();
  };
  const onBlur = (event: FocusEvent) => {
    const found = remoteAt(event.target);
    if (found) intentOn(found[0]).onBlur?.();
  };
  const onTouchStart = (event: TouchEvent) => {
    const found = remoteAt(event.target);
    if (found) intentOn(found[0]).onTouchStart?.();
  };

  return (
    <nav
      aria-label="Main"
      onClick={onClick}
      onPointerOver={onPointerOver}
      onPointerOut={onPointerOut}
      onFocus={onFocus}
      onBlur={onBlur}
      onTouchStart={onTouchStart}
    >
      {remotes.map((remote) => {
        const active = isActiveRoute(remote.route, pathname);
        return (
          <a
            key={remote.name}
            href={remote.route}
            data-remote={remote.name}
            aria-current={active ? 'page' : undefined}
            style={active ? activeNavLinkStyle : navLinkStyle}
          >
            {remote.title}
          </a>
        );
      })}
      {children}
    </nav>
  );
}
