import type { NavigationItem } from '@mfp/shared/page';
import { NavLink } from 'react-router';
import { useLinkIntent } from '../prefetch/useLinkIntent';
import { CartBadge } from './CartBadge';
import { activeNavLinkStyle, headerStyle, navLinkStyle } from './theme';

export interface HeaderProps {
  /** The registry's remotes, or the page's navigation while the page has not read the whole registry. */
  remotes: readonly NavigationItem[];
  /** Called when the user looks set to follow a remote's link (hover, focus, touch), to start loading it early. */
  prefetch?: (remote: NavigationItem) => void;
}

/** Navigation comes from the registry: a newly deployed remote appears without rebuilding the host. */
export function Header({ remotes, prefetch }: HeaderProps) {
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
      </nav>
      <CartBadge />
    </header>
  );
}
