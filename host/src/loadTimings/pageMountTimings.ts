import type { PageData } from '@mfp/shared/page';
import { deferredBeaconSender } from './deferredBeaconSender';
import { LoadClock } from './loadClock';
import { MountTimings } from './mountTimings';
import { sendTimingBeacon } from './sendTimingBeacon';

/**
 * The page's load timings, as its page data sets them: none without `timings` or with a sample rate of 0 (nothing is
 * measured, no listener is added), otherwise timed from this window's clicks and history.
 */
export function pageMountTimings(
  settings: PageData['timings'],
  uncounted: (remote: string) => boolean,
  win: Window = window,
): MountTimings | undefined {
  if (!settings || !(settings.sampleRate > 0)) return undefined;
  return new MountTimings({
    clock: new LoadClock(win),
    sampleRate: settings.sampleRate,
    // The remote's first render is not yet on the screen: the beacon waits for the paint and an idle moment, or for
    // the page being left, whichever comes first.
    send: deferredBeaconSender(win, (beacon) => sendTimingBeacon(beacon, win.navigator)),
    uncounted,
  });
}
