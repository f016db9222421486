import type { RegistryEntry } from '@mfp/shared/registry';
import { NavLink } from 'react-router';
import { CartBadge } from './CartBadge';
import { activeNavLinkStyle, headerStyle, navLinkStyle } from './theme';

/** Navigation comes from the registry: a newly deployed remote appears without rebuilding the host. */
export function Header({ remotes }: { remotes: readonly RegistryEntry[] }) {
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
