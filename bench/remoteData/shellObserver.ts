import { SIGNAL_BINDING } from '../browser/pageSignals';

/**
 * `window.__benchShell`: when the page first painted anything (the `first-contentful-paint` entry's `startTime`), in
 * ms since the navigation started. On a server-rendered host page that is the host's shell: its header and navigation
 * come first in the document, before the route's slot, streamed or not (decision 0096).
 * `window.__benchFirstByte`: the document's `responseStart`, read at the same moment, when it is surely known.
 */
export const SHELL_OBSERVER = `
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.name !== 'first-contentful-paint' || window.__benchShell !== undefined) continue;
    window.__benchShell = entry.startTime;
    window.__benchFirstByte = performance.getEntriesByType('navigation')[0]?.responseStart;
    window.${SIGNAL_BINDING}?.('__benchShell');
  }
}).observe({ type: 'paint', buffered: true });`;
