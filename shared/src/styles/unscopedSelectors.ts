import parser from 'postcss-selector-parser';
import { isScopedComplex } from './isScopedComplex';

/**
 * The complex selectors of a list that can match outside a remote's slot (docs/decisions/0059), trimmed, in order;
 * empty when the whole list is scoped. A list that does not parse is returned whole: nothing in it can be shown to
 * stay in the slot.
 */
export function unscopedSelectors(selectorList: string, remote: string): string[] {
  let root: parser.Root;
  try {
    root = parser().astSync(selectorList);
  } catch {
    return [selectorList.trim()];
  }
  return root.nodes.filter((selector) => !isScopedComplex(selector, remote)).map((s) => s.toString().trim());
}
