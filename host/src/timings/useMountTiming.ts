import { useState } from 'react';
import { useLocation } from 'react-router';
import { usePlatformServices } from '../boundary/PlatformServices';
import type { TimedMount } from './mountTimings';

/** This slot mount's timing, started when it first renders; undefined when the page sends no timings. */
export function useMountTiming(remote: string): TimedMount | undefined {
  const { timings } = usePlatformServices();
  const [mount] = useState(() => timings?.begin(remote));
  return mount;
}

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
