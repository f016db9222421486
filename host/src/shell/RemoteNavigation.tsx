import type { NavigationItem } from '@mfp/shared/page';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { activeNavLinkStyle, navLinkStyle } from './shellLook';
import { useRemoteLinkEvents } from './useRemoteLinkEvents';

export interface RemoteNavigationProps {
  remotes: readonly NavigationItem[];
  /** Called when the user looks set to follow a remote's link (hover, focus, touch), to start loading it early. */
  prefetch?: (remote: NavigationItem) => void;
  /** Rendered after the links. */
  children?: ReactNode;
}

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
  const events = useRemoteLinkEvents(remotes, prefetch);

  return (
    <nav aria-label="Main" {...events}>
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
