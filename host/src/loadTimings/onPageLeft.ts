/**
 * Calls `listener` when the page is left (`pagehide`) or hidden (`visibilitychange` to hidden: a tab switched away
 * from on a phone, which may never get a `pagehide`): the last moments a beacon is sure to leave, what `sendBeacon`
 * exists for. It may be called more than once; the listener sends what it holds and is then empty.
 */
export function onPageLeft(win: Window, listener: () => void): void {
  win.addEventListener('pagehide', listener);
  win.document?.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') listener();
  });
}
