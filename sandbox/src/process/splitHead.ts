/*
 * React 19 hoists a tree's <title>, <meta> and <link> to the front of the stream when the tree has no <html> of its
 * own: that leading run is the remote's head, the rest its markup. A remote that knows nothing of the URL says so with
 * `<meta name="mfp:status" content="404">` (docs/remote-contract.md).
 */
const HOISTED = /^(?:<title\b[^>]*>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;
const NOT_FOUND = /<meta\b(?=[^>]*\bname="mfp:status")(?=[^>]*\bcontent="404")[^>]*>/;

export function splitHead(output: string): { head: string; html: string; notFound: boolean } {
  let at = 0;
  for (let match = HOISTED.exec(output); match; match = HOISTED.exec(output.slice(at))) at += match[0].length;
  const head = output.slice(0, at);
  return { head, html: output.slice(at), notFound: NOT_FOUND.test(head) };
}
