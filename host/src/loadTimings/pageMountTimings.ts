import type { PageData } from '@mfp/shared/page';
import type { TimingBeacon } from '@mfp/shared/status';
import { deferredBeaconSender } from './deferredBeaconSender';
import { LoadClock } from './loadClock';
import { browserLoadedReleases } from './loadedReleases';
import { MountTimings } from './mountTimings';
import { sendTimingBeacon } from './sendTimingBeacon';
import { withPageView } from '../pageViews/currentPageView';

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
    send: withCurrentPageView(deferredBeaconSender(win, (beacon) => sendTimingBeacon(beacon, win.navigator))),
    uncounted,
    loaded: browserLoadedReleases(),
  });
}

/** The token of the page view the load was measured in, taken now, not when the deferred beacon goes (decision 0087). */
const withCurrentPageView =
  (send: (beacon: TimingBeacon) => void) =>
  (beacon: TimingBeacon): void =>
    send(withPageView(beacon));
