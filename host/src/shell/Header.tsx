import type { NavigationItem } from '@mfp/shared/page';
import { NavLink } from 'react-router';
import { useLinkIntent } from '../prefetch/useLinkIntent';
import { endMeasure, HOST_MEASURES, startMeasure } from '../timing/userTiming';
import { CartBadge } from './CartBadge';
import { activeNavLinkStyle, headerStyle, navLinkStyle } from './theme';

export interface HeaderProps {
  /** The registry's remotes, or the page's navigation while the page has not read the whole registry. */
  remotes: readonly NavigationItem[];
  /** Called when the user looks set to follow a remote's link (hover, focus, touch), to start loading it early. */
  prefetch?: (remote: NavigationItem) => void;
}

/** Navigation comes from the registry: a newly deployed remote appears without rebuilding the host. */
/** Renders after every link before it: the end of the navigation's render, for `npm run bench`. */
function NavigationRendered() {
  endMeasure(HOST_MEASURES.navigation);
  return null;
}

export function Header({ remotes, prefetch }: HeaderProps) {
  startMeasure(HOST_MEASURES.navigation);
  const intentOn = useLinkIntent(prefetch);
  return (
    <header style={headerStyle}>
      <NavLink to="/" style={{ fontWeight: 700, color: '#111', textDecoration: 'none' }}>
        MFP Shop
      </NavLink>
      <nav aria-label="Main">
        {remotes.map((remote) => (
          <NavLink
            key={remote.name}
            to={remote.route}
            {...intentOn(remote)}
            style={({ isActive }) => (isActive ? activeNavLinkStyle : navLinkStyle)}
          >
            {remote.title}
          </NavLink>
        ))}
        <NavigationRendered />
      </nav>
      <CartBadge />
    </header>
  );
}
