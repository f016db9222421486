import type parser from 'postcss-selector-parser';
import { SLOT_ATTRIBUTE } from './slotAttribute';

/**
 * Whether a node is the slot's own attribute selector, `[data-mfp-slot="<remote>"]`, exactly: no namespace, no
 * case-insensitive flag, the remote's name as its whole value.
 */
function isSlotAttribute(node: parser.Node, remote: string): boolean {
  return (
    node.type === 'attribute' &&
    node.attribute === SLOT_ATTRIBUTE &&
    node.operator === '=' &&
    node.value === remote &&
    node.namespace === undefined &&
    !node.insensitive
  );
}

/**
 * The one test of a scoped complex selector, the gate's and the scoping's (docs/decisions/0059): some top-level
 * compound holds the slot's attribute, and the combinator right after it, if any, is descendant or child. Whatever
 * the selector matches is then the slot's root or inside it: past that combinator every element is strictly inside
 * the slot, and so are its siblings (`[slot] a ~ b`). A `~` or `+` right after it reaches the slot's own siblings, the
 * host's page. The attribute inside `:is()`, `:not()` or `:has()` does not count: they can match outside.
 */
export function isScopedComplex(selector: parser.Selector, remote: string): boolean {
  let slotCompound = false;
  for (const node of selector.nodes) {
    if (node.type === 'combinator') {
      const combinator = node.value.trim();
      if (slotCompound && (combinator === '' || combinator === '>')) return true;
      slotCompound = false;
    } else if (isSlotAttribute(node, remote)) slotCompound = true;
  }
  return slotCompound;
}
