/**
 * The elements React 19 hoists (`<title>`, `<meta>`, `<link>`), which a render of part of a document emits first, before
 * the markup. Titles are escaped text, so `</title>` ends one.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

/** Splits a server render of the root's content into what goes in the page's head and the root's own markup. */
export function hoistedHead(markup: string): { head: string; body: string } {
  const head = HOISTED.exec(markup)?.[0] ?? '';
  return { head, body: markup.slice(head.length) };
}
