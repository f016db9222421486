import type { NavigationItem } from '@mfp/shared/page';
import { NavLink } from 'react-router';
import { endMeasure, HOST_MEASURES, startMeasure } from '../benchMeasures/userTiming';
import { CartBadge } from './CartBadge';
import { RemoteNavigation } from './RemoteNavigation';
import { headerStyle } from './shellLook';

export interface HeaderProps {
  /** The registry's remotes, or the page's navigation while the page has not read the whole registry. */
  remotes: readonly NavigationItem[];
  /** Called when the user looks set to follow a remote's link (hover, focus, touch), to start loading it early. */
  prefetch?: (remote: NavigationItem) => void;
}

/** Renders after every link before it: the end of the navigation's render, for `npm run bench`. */
function NavigationRendered() {
  endMeasure(HOST_MEASURES.navigation);
  return null;
}

/** Navigation comes from the registry: a newly deployed remote appears without rebuilding the host. */
export function Header({ remotes, prefetch }: HeaderProps) {
  startMeasure(HOST_MEASURES.navigation);
  return (
    <header style={headerStyle}>
      <NavLink to="/" style={{ fontWeight: 700, color: '#111', textDecoration: 'none' }}>
        MFP Shop
      </NavLink>
      <RemoteNavigation remotes={remotes} {...(prefetch ? { prefetch } : {})}>
        <NavigationRendered />
      </RemoteNavigation>
      <CartBadge />
    </header>
  );
}
