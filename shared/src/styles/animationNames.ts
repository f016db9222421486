import valueParser from 'postcss-value-parser';
import { CSS_WIDE_KEYWORDS } from './cssWideKeywords';
import { scopedName } from './scopedName';

/** The words of `animation` that are not a keyframes name: timing, iteration, direction, fill, state, composition. */
const ANIMATION_KEYWORDS = new Set([
  'none',
  'auto',
  'linear',
  'ease',
  'ease-in',
  'ease-out',
  'ease-in-out',
  'step-start',
  'step-end',
  'infinite',
  'normal',
  'reverse',
  'alternate',
  'alternate-reverse',
  'forwards',
  'backwards',
  'both',
  'running',
  'paused',
  'replace',
  'add',
  'accumulate',
]);

/**
 * `animation` or `animation-name` with each keyframes name prefixed like the `@keyframes` it names: the words that
 * are neither a keyword of the shorthand nor a number or time, and strings. Functions (`cubic-bezier()`, `var()`) are
 * left alone: a name behind `var()` is not known at build.
 */
export function scopeAnimationNames(value: string, remote: string): string {
  const parsed = valueParser(value);
  for (const node of parsed.nodes) {
    const word = node.value.toLowerCase();
    if (node.type === 'string') node.value = scopedName(remote, node.value);
    if (node.type !== 'word' || ANIMATION_KEYWORDS.has(word) || CSS_WIDE_KEYWORDS.has(word)) continue;
    if (valueParser.unit(node.value) === false) node.value = scopedName(remote, node.value);
  }
  return parsed.toString();
}
