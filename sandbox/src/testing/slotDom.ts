import { defaultTreeAdapter, html, parse, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';

/*
 * Test helpers for the slot's markup: the tree a parser builds, as data, and the host page a browser would parse with
 * the markup spliced into the slot's root, as `renderAroundSlot` splices it.
 */

export type DomTree = string | { comment: string } | { tag: string; ns: string; attrs: string[]; children: DomTree[] };

/** The nodes, exact text and attributes included (template contents too): what React hydrates against. */
function treeOf(nodes: DefaultTreeAdapterTypes.ChildNode[]): DomTree[] {
  return nodes.map((node) => {
    if (defaultTreeAdapter.isTextNode(node)) return node.value;
    if (defaultTreeAdapter.isCommentNode(node)) return { comment: node.data };
    if (!defaultTreeAdapter.isElementNode(node)) return { comment: `(${node.nodeName})` };
    const children = 'content' in node ? node.content.childNodes : node.childNodes;
    return {
      tag: node.tagName,
      ns: node.namespaceURI,
      attrs: node.attrs.map(({ name, value }) => `${name}=${value}`),
      children: treeOf(children),
    };
  });
}

/** The tree of `markup` parsed inside the slot's root element. */
export const slotTreeOf = (markup: string) =>
  treeOf(parseFragment(defaultTreeAdapter.createElement('div', html.NS.HTML, []), markup, {}).childNodes);

const find = (nodes: DefaultTreeAdapterTypes.ChildNode[], tag: string) =>
  nodes.find((node): node is DefaultTreeAdapterTypes.Element => 'tagName' in node && node.tagName === tag);

/** The host page's body around a slot holding `markup`: what ends in the slot, and what the body holds outside it. */
export function hostPageWith(markup: string): { slot: DomTree[]; main: string[]; body: string[] } {
  const page = parse(
    '<!DOCTYPE html><html><head></head><body><main><section data-remote="r">' +
      `<div data-mfp-slot="r">${markup}</div></section><p id="after"></p></main></body></html>`,
  );
  const body = find(find(page.childNodes, 'html')?.childNodes ?? [], 'body');
  const main = find(body?.childNodes ?? [], 'main');
  const slot = find(find(main?.childNodes ?? [], 'section')?.childNodes ?? [], 'div');
  const names = (nodes: DefaultTreeAdapterTypes.ChildNode[] = []) => nodes.map((node) => node.nodeName);
  return { slot: treeOf(slot?.childNodes ?? []), main: names(main?.childNodes), body: names(body?.childNodes) };
}
