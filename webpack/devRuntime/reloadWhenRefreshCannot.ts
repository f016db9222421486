/// <reference types="webpack/module" />
/*
 * Bundled into every entry of a dev build, the federation container included, and run in the page: Node never loads
 * it. In the remote's standalone page React is a development build and Fast Refresh re-renders an edited component.
 * A dev remote plugged into a real host shares the host's production React, which cannot refresh: the hot update
 * would be applied to the modules and show nothing. There, the page reloads instead (the override lives in the tab's
 * session, so the reload shows the edit in the same place).
 */

interface ReactRenderer {
  /** Only development builds of react-dom have it. */
  scheduleRefresh?: unknown;
}

interface PageGlobals {
  __REACT_DEVTOOLS_GLOBAL_HOOK__?: { renderers?: Map<number, ReactRenderer> };
  location: { reload(): void };
}

const page = globalThis as unknown as PageGlobals;

function reactCanRefresh(): boolean {
  const renderers = page.__REACT_DEVTOOLS_GLOBAL_HOOK__?.renderers;
  return [...(renderers?.values() ?? [])].some((renderer) => typeof renderer.scheduleRefresh === 'function');
}

import.meta.webpackHot?.addStatusHandler((status) => {
  if (status === 'apply' && !reactCanRefresh()) page.location.reload();
});

export {};
