/**
 * Scripts run in the page before any of its own (`addInitScript`), as strings: bench code is Node code, typed without
 * the DOM. Each leaves one number on `window` for the bench to read (`measurePageLoad`'s `signal`), and calls the
 * CDP binding `SIGNAL_BINDING` with the global's name when it does, so the bench waits without running anything in the
 * page meanwhile: polling from Playwright injects its utility script into the page while it boots (8–9 ms of main
 * thread, measured in a trace), which the page's own work then waits for.
 */

/** The CDP binding (`Runtime.addBinding`) the observers call with the name of the global they have just set. */
export const SIGNAL_BINDING = '__benchSignalled';

/** The Element Timing identifier on every catalog product name (remotes/catalog/src/ProductCard.tsx). */
export const PRODUCT_NAME_TIMING = 'catalog-product-name';

/**
 * `window.__benchPaint`: when the first catalog product name was painted, in ms since the navigation started
 * (`renderTime` of a `PerformanceObserver` entry of type `element`; text is never cross-origin, so it is always set).
 */
export const PAINT_OBSERVER = `
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.identifier !== ${JSON.stringify(PRODUCT_NAME_TIMING)}) continue;
    const time = entry.renderTime || entry.loadTime;
    if (window.__benchPaint === undefined || time < window.__benchPaint) window.__benchPaint = time;
    window.${SIGNAL_BINDING}?.('__benchPaint');
  }
}).observe({ type: 'element', buffered: true });`;

/**
 * `window.__benchFailedAt`: when a remote slot first showed the fallback screen (`data-status="failed"`), in ms since
 * the navigation started. Taken when the DOM changes, which is at most a frame before the screen is painted.
 */
export const FAILURE_OBSERVER = `
new MutationObserver(() => {
  if (window.__benchFailedAt === undefined && document.querySelector('[data-status="failed"]')) {
    window.__benchFailedAt = performance.now();
    window.${SIGNAL_BINDING}?.('__benchFailedAt');
  }
}).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'] });`;

/** When the page started fetching its document, in ms since the navigation started. Runs in the page. */
export function fetchStartOfPage(): number {
  const page = globalThis as unknown as { performance: { getEntriesByType(type: string): { fetchStart: number }[] } };
  return page.performance.getEntriesByType('navigation')[0]?.fetchStart ?? 0;
}

/** The prefix of the host's own User Timing measures (host/src/benchMeasures/userTiming.ts). */
export const HOST_MEASURE_PREFIX = 'mfp:';

/** The page's User Timing measures named `mfp:…`, ms, by name (the last of each). Runs in the page. */
export function userTimingOfPage(): Record<string, number> {
  const page = globalThis as unknown as {
    performance: { getEntriesByType(type: string): { name: string; duration: number }[] };
  };
  const measures: Record<string, number> = {};
  for (const entry of page.performance.getEntriesByType('measure'))
    if (entry.name.startsWith('mfp:')) measures[entry.name] = entry.duration;
  return measures;
}
