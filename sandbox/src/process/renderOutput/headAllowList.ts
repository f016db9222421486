import { defaultTreeAdapter, html, type DefaultTreeAdapterTypes } from 'parse5';

type Element = DefaultTreeAdapterTypes.Element;

/** An element the head keeps, rebuilt from only the attributes it needs, or why it is not kept. */
export type HeadVerdict = { keep: Element } | { reason: string };

const META_NAMES = new Set(['description', 'robots', 'mfp:status']);

/** Why each kind of element the head never keeps is the host's alone. */
const REFUSED: Record<string, string> = {
  base: "would change every URL of the host's page",
  script: "the page's scripts are the host's and the release's bundle",
  style: "the platform links the release's stylesheets itself (decision 0066)",
  noscript: 'not a head element a remote contributes',
};

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

function rebuilt(tagName: string, attrs: { name: string; value: string }[]): Element {
  return defaultTreeAdapter.createElement(tagName, html.NS.HTML, attrs);
}

/** A canonical URL the page may name: http(s), absolute or relative; never `javascript:`, `data:` and the like. */
function isWebUrl(href: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(href, 'https://host.invalid/').protocol);
  } catch {
    return false;
  }
}

/** The attribute that names a meta the head keeps: `name` (description, robots, twitter:…, mfp:status) or og:'s `property`. */
function metaNaming(element: Element): { name: string; value: string } | undefined {
  const name = attribute(element, 'name')?.toLowerCase();
  if (name !== undefined && (META_NAMES.has(name) || name.startsWith('twitter:'))) return { name: 'name', value: name };
  const property = attribute(element, 'property')?.toLowerCase();
  if (property?.startsWith('og:')) return { name: 'property', value: property };
  return undefined;
}

function judgeMeta(element: Element): HeadVerdict {
  if (attribute(element, 'http-equiv') !== undefined)
    return { reason: "http-equiv: the host's headers say how the page is served" };
  if (attribute(element, 'charset') !== undefined) return { reason: "charset: the host's page declares its encoding" };
  const naming = metaNaming(element);
  if (!naming) return { reason: 'meta name outside the allow-list (description, robots, og:, twitter:, mfp:status)' };
  const content = attribute(element, 'content');
  if (content === undefined) return { reason: 'meta without content' };
  return { keep: rebuilt('meta', [naming, { name: 'content', value: content }]) };
}

function judgeLink(element: Element): HeadVerdict {
  const rel = (attribute(element, 'rel') ?? '').toLowerCase().trim().split(/\s+/);
  if (rel.includes('stylesheet')) return { reason: REFUSED.style! };
  if (rel.length !== 1 || rel[0] !== 'canonical') return { reason: 'link rel outside the allow-list (canonical only)' };
  const href = attribute(element, 'href');
  if (href === undefined || !isWebUrl(href)) return { reason: 'canonical href neither http(s) nor relative' };
  return {
    keep: rebuilt('link', [
      { name: 'rel', value: 'canonical' },
      { name: 'href', value: href },
    ]),
  };
}

/**
 * What a remote may put in the host page's head (docs/remote-contract.md, decision 0085): its `<title>`, the metas that
 * describe the page to search engines and link previews, `mfp:status`, and its canonical URL. Everything else changes
 * how the host's page loads, runs or is served, and is the host's. Not covered: more than one title (`shapeHead`).
 */
export function judgeHeadElement(element: Element): HeadVerdict {
  if (element.namespaceURI !== html.NS.HTML) return { reason: 'not an HTML element' };
  if (element.tagName === 'meta') return judgeMeta(element);
  if (element.tagName === 'link') return judgeLink(element);
  if (element.tagName === 'title') {
    const title = rebuilt('title', []);
    const text = element.childNodes.map((node) => (defaultTreeAdapter.isTextNode(node) ? node.value : '')).join('');
    defaultTreeAdapter.insertText(title, text);
    return { keep: title };
  }
  return { reason: REFUSED[element.tagName] ?? 'not a head element the allow-list keeps' };
}
