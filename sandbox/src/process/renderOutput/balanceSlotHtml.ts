import { defaultTreeAdapter, html, parseFragment, serialize, type DefaultTreeAdapterTypes } from 'parse5';
import { describeElement } from './describeElement';
import type { DroppedList } from './droppedList';

/*
 * The slot's root is a <div> (`ServerRenderedSlot`: `<div data-mfp-slot=…>` inside the slot's <section>), so the
 * remote's markup is parsed as the browser parses it there. Its ancestors in the host page only matter to a parse
 * through the open elements' scopes; none of them is a <p>, <form>, table or template.
 */
const SLOT_CONTEXT = defaultTreeAdapter.createElement('div', html.NS.HTML, []);

/** The HTML elements whose first newline the parser drops: one is added back so a leading newline of the text stays. */
const LEADING_NEWLINE_DROPPED = new Set(['pre', 'textarea', 'listing']);

/**
 * What acts on the whole page wherever it stands, so it is the head's to refuse (`headAllowList`) and must not come
 * in through the body: a <base> moves every URL of the page, a <meta http-equiv="refresh"> redirects it. React leaves
 * <base> where it is rendered, and a hand-made output may put a meta anywhere.
 */
function pageWide(element: DefaultTreeAdapterTypes.Element): string | undefined {
  if (element.namespaceURI !== html.NS.HTML) return undefined;
  if (element.tagName === 'base') return "base in the slot: would change every URL of the host's page";
  if (element.tagName === 'meta' && element.attrs.some(({ name }) => name === 'http-equiv'))
    return "http-equiv in the slot: the host's headers say how the page is served";
  return undefined;
}

/**
 * parse5 serialises as the HTML standard does today, which loses two things a re-parse would not give back: the first
 * newline of a <pre>, <textarea> or <listing> whose text starts with one (the parser drops the first; React writes an
 * extra one for it), and the end of a <plaintext>, which has none: spliced into the host's page it would turn the rest
 * of the page into text. A <plaintext> becomes a <pre>, which shows its text alike and ends.
 */
function keepReparseable(fragment: DefaultTreeAdapterTypes.DocumentFragment, dropped: DroppedList): void {
  // Iterative: a remote's markup may nest deeper than the call stack.
  const parents: DefaultTreeAdapterTypes.ParentNode[] = [fragment];
  for (let parent = parents.pop(); parent; parent = parents.pop()) {
    for (const node of [...parent.childNodes]) {
      if (!defaultTreeAdapter.isElementNode(node)) continue;
      const refused = pageWide(node);
      if (refused !== undefined) {
        dropped.add(describeElement(node), refused);
        defaultTreeAdapter.detachNode(node);
        continue;
      }
      if (node.namespaceURI === html.NS.HTML && node.tagName === 'plaintext') {
        node.tagName = 'pre';
        node.nodeName = 'pre';
      }
      const first = node.childNodes[0];
      if (
        node.namespaceURI === html.NS.HTML &&
        LEADING_NEWLINE_DROPPED.has(node.tagName) &&
        first &&
        defaultTreeAdapter.isTextNode(first) &&
        first.value.startsWith('\n')
      )
        first.value = `\n${first.value}`;
      parents.push(node);
      if ('content' in node) parents.push(node.content);
    }
  }
}

/**
 * The remote's markup as the browser would build it inside the slot, serialised again: a stray end tag
 * (`</div></section></main>`) is dropped and every element the markup opens closes inside the slot, so nothing of it
 * lands outside `[data-mfp-slot]`. React's markers are comments and elements, kept as they are, so the browser hydrates
 * the same DOM. <base> and http-equiv metas are dropped into `dropped` (`pageWide`). Not covered: bytes (the result
 * equals the input as a tree, not as text: `<br/>` becomes `<br>`); markup nested deeper than parse5's serialiser
 * recurses (about 10,000 levels) throws, and the render fails, where browsers flatten beyond 512 levels.
 */
export function balanceSlotHtml(markup: string, dropped: DroppedList): string {
  const fragment = parseFragment(SLOT_CONTEXT, markup, {});
  keepReparseable(fragment, dropped);
  return serialize(fragment);
}
