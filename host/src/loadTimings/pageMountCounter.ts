import { MOUNT_COUNTS_PATH, MOUNT_FLUSH_DELAY_MS } from '@mfp/shared/status';
import { MountCounter } from './mountCounter';
import { onPageLeft } from './onPageLeft';
import { sendJsonBeacon } from './sendJsonBeacon';
import { currentPageView } from '../pageViews/currentPageView';

/**
 * The page's mount counter: every mount counted, whatever the timings' sample rate (a rollout's failures are divided
 * by them), sent with `navigator.sendBeacon` MOUNT_FLUSH_DELAY_MS after the first mount of a batch, or at once when
 * the page is left or hidden.
 */
export function pageMountCounter(uncounted: (remote: string) => boolean, win: Window = window): MountCounter {
  const counter = new MountCounter({
    send: (counts) => sendJsonBeacon(MOUNT_COUNTS_PATH, counts, win.navigator),
    uncounted,
    pageView: currentPageView,
    later: (flush) => {
      const timer = win.setTimeout(flush, MOUNT_FLUSH_DELAY_MS);
      return () => win.clearTimeout(timer);
    },
  });
  onPageLeft(win, () => counter.flush());
  return counter;
}
