import valueParser from 'postcss-value-parser';
import { scopeFontFamilies } from './fontFamilies';

/** `font: caption` and the like: the system's font, no family to rewrite. */
const SYSTEM_FONTS = new Set(['caption', 'icon', 'menu', 'message-box', 'small-caption', 'status-bar']);

const SIZE_KEYWORDS = new Set([
  'xx-small',
  'x-small',
  'small',
  'medium',
  'large',
  'x-large',
  'xx-large',
  'xxx-large',
  'larger',
  'smaller',
]);

const isSize = (node: valueParser.Node): boolean =>
  node.type === 'function' ||
  (node.type === 'word' && (valueParser.unit(node.value) !== false || SIZE_KEYWORDS.has(node.value.toLowerCase())));

/**
 * The `font` shorthand with its families scoped like `font-family`'s. The families follow the size (and the
 * `/line-height`), the last size-like value before the first comma. Left as it is when it holds `var()`, whose value
 * is not known at build, or names a system font.
 */
export function scopeFontShorthand(value: string, remote: string): string {
  const { nodes } = valueParser(value);
  const functions = nodes.filter((node) => node.type === 'function').map((node) => node.value.toLowerCase());
  if (functions.includes('var') || functions.includes('env')) return value;
  if (nodes.some((node) => node.type === 'word' && SYSTEM_FONTS.has(node.value.toLowerCase()))) return value;
  const firstComma = nodes.findIndex((node) => node.type === 'div' && node.value === ',');
  const head = firstComma === -1 ? nodes : nodes.slice(0, firstComma);
  let familyStart = -1;
  head.forEach((node, index) => {
    const afterSlash = head[index - 1]?.type === 'div' && head[index - 1]?.value === '/';
    if (isSize(node) || afterSlash || (node.type === 'div' && node.value === '/')) familyStart = index + 1;
  });
  if (familyStart <= 0 || familyStart >= nodes.length) return value;
  const before = valueParser.stringify(nodes.slice(0, familyStart)).trim();
  return `${before} ${scopeFontFamilies(nodes.slice(familyStart), remote)}`;
}
