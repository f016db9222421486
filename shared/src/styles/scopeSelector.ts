import parser from 'postcss-selector-parser';
import { isScopedComplex } from './isScopedComplex';
import { slotAttributeNode } from './slotAttributeNode';

/** What a remote writes for the whole page: these compounds map to its slot's root. */
const PAGE_TAGS = new Set(['html', 'body']);

const isPageNode = (node: parser.Node): boolean =>
  (node.type === 'tag' && PAGE_TAGS.has(node.value.toLowerCase())) ||
  (node.type === 'pseudo' && node.value.toLowerCase() === ':root');

const isPageCompound = (compound: parser.Node[]): boolean => compound.some(isPageNode);

const isDescendantOrChild = (node: parser.Node | undefined): boolean =>
  node?.type === 'combinator' && (node.value.trim() === '' || node.value.trim() === '>');

/** `*`, `*::before`, `*:hover`: the universal selector alone in its compound, besides pseudo-classes and -elements. */
const isLoneUniversal = (nodes: parser.Node[]): boolean =>
  nodes.some((node) => node.type === 'universal') &&
  nodes.every((node) => node.type === 'universal' || node.type === 'pseudo' || node.type === 'comment');

/**
 * How many nodes lead the selector as the page (`html`, `body`, `:root`, `html body`, `body.dark`, `html > body`):
 * the compounds are replaced by the slot's root, the combinator after them kept.
 */
function pageLead(nodes: parser.Node[]): number {
  let end = 0;
  let compoundStart = 0;
  for (let index = 0; index <= nodes.length; index++) {
    const node = nodes[index];
    if (node !== undefined && node.type !== 'combinator') continue;
    if (!isPageCompound(nodes.slice(compoundStart, index))) break;
    if (node !== undefined && !isDescendantOrChild(node)) break;
    end = index;
    if (node === undefined) break;
    compoundStart = index + 1;
  }
  return end;
}

function scopeComplex(selector: parser.Selector, remote: string): void {
  const nodes = [...selector.nodes];
  const first = nodes[0];
  if (first === undefined) return;
  const before = first.spaces.before;
  first.spaces.before = '';
  const slot = slotAttributeNode(remote);
  slot.spaces.before = before;
  const lead = pageLead(nodes);
  if (lead > 0) {
    // The page's compounds become the slot's root; their classes, attributes and pseudo-classes stay on it.
    const kept = nodes.slice(0, lead).filter((node) => !isPageNode(node) && node.type !== 'combinator');
    selector.nodes = [];
    for (const node of [slot, ...kept, ...nodes.slice(lead)]) selector.append(node);
    return;
  }
  if (isLoneUniversal(nodes)) {
    // `*` is the slot's root and everything in it: `[slot]` and `[slot] *`, with the same pseudo-classes/-elements.
    const root = selector.clone({});
    root.nodes = [];
    root.append(slot.clone({}));
    for (const node of nodes) if (node.type !== 'universal') root.append(node.clone({}));
    selector.parent?.insertBefore(selector, root);
    slot.spaces.before = ' ';
  }
  selector.prepend(parser.combinator({ value: ' ' }));
  selector.prepend(slot);
}

/**
 * A selector list scoped to a remote's slot (docs/decisions/0059): each complex selector gets the slot's attribute
 * as its ancestor (`button` → `[data-mfp-slot="catalog"] button`); one that starts with the page (`html`, `body`,
 * `:root`) starts from the slot's root instead (`body.dark .x` → `[data-mfp-slot="catalog"].dark .x`); a lone `*`
 * becomes the root and its descendants. A selector already scoped is kept as it is, so scoping twice changes nothing.
 * Throws on a selector it cannot parse.
 */
export function scopeSelector(selectorList: string, remote: string): string {
  const root = parser().astSync(selectorList);
  for (const selector of [...root.nodes]) if (!isScopedComplex(selector, remote)) scopeComplex(selector, remote);
  return root.toString();
}
