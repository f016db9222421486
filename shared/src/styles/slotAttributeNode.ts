import parser from 'postcss-selector-parser';
import { slotSelector } from './slotAttribute';

/** A fresh `[data-mfp-slot="<remote>"]` node to put in a selector. */
export function slotAttributeNode(remote: string): parser.Node {
  const node = parser().astSync(slotSelector(remote)).first.first;
  return node.clone({});
}
