import type { TimingBeacon } from '@mfp/shared/status';
import { TIMING_BEACON_PATH } from '@mfp/shared/status';
import { sendJsonBeacon } from './sendJsonBeacon';

/** Sends one timing to the timing intake (`sendJsonBeacon`); a timing lost on the way is lost: it is a sample. */
export function sendTimingBeacon(beacon: TimingBeacon, nav: Pick<Navigator, 'sendBeacon'> = navigator): void {
  sendJsonBeacon(TIMING_BEACON_PATH, beacon, nav);
}
