import { defaultTreeAdapter, html, parseFragment, serializeOuter, type DefaultTreeAdapterTypes } from 'parse5';
import { describeElement } from './describeElement';
import type { DroppedList } from './droppedList';
import { judgeHeadElement } from './headAllowList';

/*
 * Bounds of what a remote adds to the host page's head. The head is sent before anything of the page shows, on every
 * page of the remote: a real page's title, description, Open Graph and Twitter metas and canonical link are 10 to 30
 * elements and under 4 KB. 64 elements and 32 KB leave room for that twice over while keeping 20,000 metas (2.7 MB,
 * seen) out of every response.
 */
const MAX_KEPT_ELEMENTS = 64;
const MAX_KEPT_BYTES = 32 * 1024;

/** Parsed as React's hoisted run would be at the start of a head (parse5 then reads it with the in-body rules). */
const HEAD_CONTEXT = defaultTreeAdapter.createElement('head', html.NS.HTML, []);

export interface ShapedHead {
  /** The kept elements, each serialised by parse5 from only the attributes it needs. */
  head: string;
  /** The remote said it knows nothing of the URL: `<meta name="mfp:status" content="404">` among the kept elements. */
  notFound: boolean;
}

const isNotFound = (element: DefaultTreeAdapterTypes.Element) =>
  element.tagName === 'meta' &&
  element.attrs.some(({ name, value }) => name === 'name' && value === 'mfp:status') &&
  element.attrs.some(({ name, value }) => name === 'content' && value.trim() === '404');

/**
 * The remote's head from React's leading hoisted run: the allow-list's elements (`judgeHeadElement`), the first title
 * only, within the bounds, in their order; what else was there, listed in `dropped`. Text and comments in the run are dropped
 * unlisted: React writes none there.
 */
export function shapeHead(run: string, dropped: DroppedList): ShapedHead {
  const kept: string[] = [];
  let bytes = 0;
  let titled = false;
  let notFound = false;
  for (const node of parseFragment(HEAD_CONTEXT, run, {}).childNodes) {
    if (!defaultTreeAdapter.isElementNode(node)) continue;
    const verdict = judgeHeadElement(node);
    if ('reason' in verdict) {
      dropped.add(describeElement(node), verdict.reason);
      continue;
    }
    const markup = serializeOuter(verdict.keep);
    const size = Buffer.byteLength(markup);
    if (node.tagName === 'title' && titled) dropped.add('title', 'a second title: the browser shows the first');
    else if (kept.length >= MAX_KEPT_ELEMENTS || bytes + size > MAX_KEPT_BYTES)
      dropped.add(describeElement(verdict.keep), `over the head's bounds (${MAX_KEPT_ELEMENTS} elements, 32 KB)`);
    else {
      kept.push(markup);
      bytes += size;
      titled ||= node.tagName === 'title';
      notFound ||= isNotFound(verdict.keep);
    }
  }
  return { head: kept.join(''), notFound };
}
