import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the server and while the browser hydrates the server's markup, true from then on (and at once on a page the
 * browser renders alone, `createRoot`). What only the browser knows (the reader's locale and time zone, the tab's
 * overrides) waits for it, so that the first client render equals the server's (decision 0064).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
}
