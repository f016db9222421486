import { useState } from 'react';
import type { MountTiming } from '../loadTimings/mountTimings';
import { usePlatformServices } from './PlatformServices';

/** This slot mount's timing, started when it first renders; undefined when the page sends no timings. */
export function useMountTiming(remote: string): MountTiming | undefined {
  const { timings } = usePlatformServices();
  const [mount] = useState(() => timings?.begin(remote));
  return mount;
}
