/// <reference types="webpack/module" />
/*
 * Bundled into every entry of a remote's dev build and run in the page: Node never loads it. In the remote's
 * standalone page (its `main` entry), React Fast Refresh re-renders an edited component. Plugged into a host page (its
 * container entry, remoteEntry.js), the remote renders with the host's React, into which this build's refresh runtime
 * is not hooked (a production host has no refresh at all): a hot update would change the modules and show nothing.
 * There the page reloads instead; the override lives in the tab's session, so the reload shows the edit in place.
 */
import { REMOTE_ENTRY_FILE } from '@mfp/shared/remote';

interface PageGlobals {
  document?: { currentScript?: { src?: string } | null };
  location: { reload(): void };
}

const page = globalThis as unknown as PageGlobals;

// Entry modules run while their script runs, so the current script says which entry this is.
const loadedIntoHostPage = page.document?.currentScript?.src?.endsWith(`/${REMOTE_ENTRY_FILE}`) ?? false;

if (loadedIntoHostPage) {
  import.meta.webpackHot?.addStatusHandler((status) => {
    if (status === 'apply') page.location.reload();
  });
}

export {};
