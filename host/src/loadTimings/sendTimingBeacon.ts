import type { TimingBeacon } from '@mfp/shared/status';
import { TIMING_BEACON_PATH } from '@mfp/shared/status';

/**
 * Sends one timing with `navigator.sendBeacon`: it survives the tab closing and never delays the page. A string goes
 * as `text/plain`, which needs no CORS preflight and which the intake accepts. A browser without it, or one that
 * refuses the beacon (its queue is full), loses that timing: it is a sample.
 */
export function sendTimingBeacon(beacon: TimingBeacon, nav: Pick<Navigator, 'sendBeacon'> = navigator): void {
  try {
    if (typeof nav.sendBeacon === 'function') nav.sendBeacon(TIMING_BEACON_PATH, JSON.stringify(beacon));
  } catch {
    // A timing is never worth an error on the page.
  }
}
