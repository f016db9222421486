import { pageDataElement, type PageData } from '@mfp/shared/page';
import { linkElement } from './linkElement';
import type { PreloadHint } from './routeHints';

function hintElement(hint: PreloadHint): string {
  return linkElement([
    ['rel', 'preload'],
    ['as', hint.as],
    ['href', hint.href],
    ...(hint.crossorigin ? [['crossorigin', hint.crossorigin] as const] : []),
    ...(hint.integrity ? [['integrity', hint.integrity] as const] : []),
  ]);
}

/** Where the inserted elements go: the end of the head, or before the body of a page that omits `</head>`. */
function insertionPoint(template: string): number {
  for (const marker of ['</head>', '<body', '<div']) {
    const at = template.indexOf(marker);
    if (at !== -1) return at;
  }
  return template.length;
}

/**
 * The host page for a route's remote: the built `index.html` with the page data and the route's preload hints at the
 * end of its head, after the host's own preloads, which matter more. Rendered once per registry revision, template
 * and remote (`createPageCache`), since nothing in it depends on the request itself.
 */
export function renderHostPage(template: string, data: PageData, hints: readonly PreloadHint[]): string {
  const at = insertionPoint(template);
  const inserted = [pageDataElement(data), ...hints.map(hintElement)].join('');
  return template.slice(0, at) + inserted + template.slice(at);
}
