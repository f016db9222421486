import valueParser from 'postcss-value-parser';
import { scopeAnimationNames } from './animationNames';
import { scopeCounterStyleNames } from './counterStyleNames';
import { CSS_WIDE_KEYWORDS } from './cssWideKeywords';
import { scopeFontFamilies } from './fontFamilies';
import { scopeFontShorthand } from './scopeFontShorthand';
import { scopedName } from './scopedName';

/** Where a declaration stands: a style rule, or the block of an at-rule that defines a global name. */
export type DeclarationBlock = 'style' | 'font-face' | 'counter-style';

/** The face's own family, which `font-family` and `font` point to as `"<remote>__X"`. */
function fontFaceFamily(value: string, remote: string): string {
  const names = valueParser(value).nodes.filter((node) => node.type === 'word' || node.type === 'string');
  if (names.some((node) => node.type === 'string')) {
    const [name] = names;
    return name ? JSON.stringify(scopedName(remote, name.value)) : value;
  }
  return JSON.stringify(scopedName(remote, names.map((node) => node.value).join(' ')));
}

/**
 * A declaration's value with the global names it references scoped to the remote (docs/decisions/0059): keyframes
 * in `animation` and `animation-name`, families in `font-family` and `font`, counter styles in `list-style`,
 * `list-style-type`, `counter()` and `counters()`; in `@font-face` the family it defines, in `@counter-style` the
 * styles it extends or falls back to. Custom properties and everything else are returned as they are. Scoping twice
 * changes nothing.
 */
export function scopeDeclarationValue(
  property: string,
  value: string,
  remote: string,
  block: DeclarationBlock = 'style',
): string {
  const name = property.toLowerCase();
  if (name.startsWith('--') || CSS_WIDE_KEYWORDS.has(value.trim().toLowerCase())) return value;
  if (block === 'font-face') return name === 'font-family' ? fontFaceFamily(value, remote) : value;
  if (block === 'counter-style')
    return name === 'system' || name === 'fallback' ? scopeCounterStyleNames(name, value, remote) : value;
  if (name === 'animation' || name === 'animation-name') return scopeAnimationNames(value, remote);
  if (name === 'font-family') return scopeFontFamilies(valueParser(value).nodes, remote);
  if (name === 'font') return scopeFontShorthand(value, remote);
  if (!value.includes('counter') && !name.startsWith('list-style')) return value;
  return scopeCounterStyleNames(name, value, remote);
}
