import { scopedName } from '@mfp/shared/styles';
import type { Root } from 'postcss';
import valueParser from 'postcss-value-parser';

const unquoted = (name: string) => name.replace(/^(["'])(.*)\1$/, '$2');

/**
 * Prefixes, in custom properties' values, the names of the `@keyframes` the same stylesheet defines, as `animation`
 * values are (docs/decisions/0059): `--animate-spin: spin 1s linear infinite` → `r__spin 1s linear infinite`, so
 * `animation: var(--animate-spin)` still finds the renamed keyframes. Tailwind CSS 4 writes its animations that way. A
 * custom property holds any value, so only the names defined beside it are taken for keyframes.
 */
export function keyframesInCustomProperties(root: Root, remote: string): void {
  const defined = new Set<string>();
  root.walkAtRules(/^(-webkit-)?keyframes$/i, (atRule) => {
    defined.add(unquoted(atRule.params.trim()));
  });
  if (defined.size === 0) return;
  root.walkDecls(/^--/, (decl) => {
    const parsed = valueParser(decl.value);
    let changed = false;
    parsed.walk((node) => {
      if (node.type === 'word' && defined.has(node.value))
        [node.value, changed] = [scopedName(remote, node.value), true];
    });
    if (changed) decl.value = parsed.toString();
  });
}
