import { useLocation } from 'react-router';
import { usePlatformServices } from '../boundary/PlatformServices';

/**
 * Tells the load clock which location the router renders, so that a slot mounting after the first route change is
 * timed from the interaction that changed it. Called while rendering, above the routes: a slot reads the clock in its
 * own first render, which comes after. Writing twice for one location (strict mode, a discarded render) changes nothing.
 */
export function useRouteChangeClock(): void {
  const { timings } = usePlatformServices();
  const { key } = useLocation();
  timings?.clock.observe(key);
}
