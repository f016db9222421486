import type { TimingBeacon } from '@mfp/shared/status';
import { afterFirstPaint } from '../scheduling/afterFirstPaint';
import { onPageLeft } from './onPageLeft';

/**
 * A sender that holds each beacon until the page has painted and is idle (`afterFirstPaint`), so it never competes
 * with the content it measured, and sends every one still held at once when the page is left or hidden (`pagehide`,
 * `visibilitychange`): the moment `sendBeacon` exists for. A user who follows a link right after the content shows
 * still reports the load time they waited for. Each beacon goes out once.
 */
export function deferredBeaconSender(
  win: Window,
  sendNow: (beacon: TimingBeacon) => void,
): (beacon: TimingBeacon) => void {
  const held = new Set<() => void>();
  const sendHeld = () => {
    for (const send of [...held]) send();
  };
  onPageLeft(win, sendHeld);
  return (beacon) => {
    let cancelWait = () => {};
    const send = () => {
      if (!held.delete(send)) return;
      cancelWait();
      sendNow(beacon);
    };
    held.add(send);
    cancelWait = afterFirstPaint(send);
  };
}
