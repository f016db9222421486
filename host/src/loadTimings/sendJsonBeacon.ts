/**
 * Sends `value` as JSON with `navigator.sendBeacon`: it survives the tab closing and never delays the page. A string
 * goes as `text/plain`, which needs no CORS preflight and which the host's intakes accept. A browser without it, or
 * one that refuses the beacon (its queue is full), loses it quietly: a count or a timing is never worth an error on
 * the page.
 */
export function sendJsonBeacon(path: string, value: unknown, nav: Pick<Navigator, 'sendBeacon'> = navigator): void {
  try {
    if (typeof nav.sendBeacon === 'function') nav.sendBeacon(path, JSON.stringify(value));
  } catch {
    // Lost: see above.
  }
}
