import valueParser from 'postcss-value-parser';
import { PREDEFINED_COUNTER_STYLES } from './counterStyles';
import { CSS_WIDE_KEYWORDS } from './cssWideKeywords';
import { scopedName } from './scopedName';

/** A word naming a counter style the remote may define: prefixed unless predefined or a keyword. */
function scopeCounterStyleWord(node: valueParser.Node, remote: string): void {
  const word = node.value.toLowerCase();
  if (node.type !== 'word' || PREDEFINED_COUNTER_STYLES.has(word) || CSS_WIDE_KEYWORDS.has(word)) return;
  node.value = scopedName(remote, node.value);
}

/** Where `list-style` takes something else than a counter style: the position and images. */
const LIST_STYLE_KEYWORDS = new Set(['inside', 'outside']);

/**
 * A value with the counter style names it references prefixed like the `@counter-style` they name: the style argument
 * of `counter()` and `counters()` anywhere, and, by property, `list-style-type`, the words of `list-style`, and in a
 * `@counter-style` block the style after `system: extends` and the `fallback`.
 */
export function scopeCounterStyleNames(property: string, value: string, remote: string): string {
  const parsed = valueParser(value);
  parsed.walk((node) => {
    if (node.type !== 'function') return;
    const args = node.nodes.filter((arg) => arg.type !== 'div' && arg.type !== 'space');
    const style =
      node.value.toLowerCase() === 'counter' ? args[1] : node.value.toLowerCase() === 'counters' ? args[2] : undefined;
    if (style) scopeCounterStyleWord(style, remote);
  });
  const top = parsed.nodes;
  if (property === 'list-style-type' || property === 'fallback')
    top.forEach((node) => scopeCounterStyleWord(node, remote));
  if (property === 'list-style')
    top
      .filter((node) => !LIST_STYLE_KEYWORDS.has(node.value.toLowerCase()))
      .forEach((node) => scopeCounterStyleWord(node, remote));
  if (property === 'system') {
    const extendsAt = top.findIndex((node) => node.type === 'word' && node.value.toLowerCase() === 'extends');
    const extended = extendsAt === -1 ? undefined : top.slice(extendsAt + 1).find((node) => node.type === 'word');
    if (extended) scopeCounterStyleWord(extended, remote);
  }
  return parsed.toString();
}
