/** How specific a media range of an Accept header is for `text/html`; undefined when it does not match it. */
function specificityForHtml(range: string): number | undefined {
  if (range === 'text/html') return 2;
  if (range === 'text/*') return 1;
  if (range === '*/*') return 0;
  return undefined;
}

/**
 * Whether an Accept header (RFC 9110 12.5.1) accepts HTML: the q-value of the most specific range that matches
 * `text/html` (`text/html`, then `text/*`, then `*\/*`) is above 0, so `text/html;q=0` refuses it even beside `*\/*`.
 * Without the header, or with an empty one, anything is accepted, as the RFC says of a missing one: curl, most bots and
 * uptime monitors send `*\/*` or nothing, and they should get the page a browser gets. A q-value that is no number
 * counts as 0.
 *
 * Not covered: media-type parameters other than q (`text/html;level=1` counts as `text/html`), since the page has no
 * variants they could choose between.
 */
export function acceptsHtml(header: string | undefined): boolean {
  if (header === undefined || header.trim() === '') return true;
  let best: { specificity: number; quality: number } | undefined;
  for (const part of header.split(',')) {
    const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const specificity = specificityForHtml(range);
    if (specificity === undefined) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    const quality = Number.isFinite(value) ? value : 0;
    // The most specific range decides; the same range twice counts at its best.
    if (!best || specificity > best.specificity) best = { specificity, quality };
    else if (specificity === best.specificity) best.quality = Math.max(best.quality, quality);
  }
  return best !== undefined && best.quality > 0;
}
