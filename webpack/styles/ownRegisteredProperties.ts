import { registeredPropertyPrefix } from '@mfp/shared/styles';
import type { Root } from 'postcss';
import valueParser from 'postcss-value-parser';

/** A custom property's name in the remote's own prefix: `--tw-shadow` → `--r-tw-shadow`; one already in it is kept. */
function ownName(remote: string, name: string): string {
  const prefix = registeredPropertyPrefix(remote);
  return name.startsWith(prefix) ? name : prefix + name.slice(2);
}

/**
 * Renames every custom property a stylesheet registers with `@property` into the remote's own prefix, with every
 * declaration and `var()` of it in the same stylesheet (docs/decisions/0059). A registration holds for the whole page,
 * so an unprefixed one would type, and give an initial value to, the same name in the host and every other remote;
 * a prefixed one is the remote's alone and keeps what registering gives (typed, animatable values). Tailwind CSS 4
 * registers its `--tw-*` properties in the stylesheet that uses them, so its output builds as it is.
 *
 * Not renamed: the same name in another stylesheet that does not register it, or set from script
 * (`style={{ '--tw-x': … }}`); those read the unregistered name.
 */
export function ownRegisteredProperties(root: Root, remote: string): void {
  const renamed = new Map<string, string>();
  root.walkAtRules('property', (atRule) => {
    const name = atRule.params.trim();
    if (!name.startsWith('--')) return;
    const own = ownName(remote, name);
    if (own !== name) renamed.set(name, own);
    atRule.params = own;
  });
  if (renamed.size === 0) return;
  root.walkDecls((decl) => {
    decl.prop = renamed.get(decl.prop) ?? decl.prop;
    if (!decl.value.includes('var(')) return;
    const parsed = valueParser(decl.value);
    let changed = false;
    parsed.walk((node) => {
      const first = node.type === 'function' && node.value.toLowerCase() === 'var' ? node.nodes[0] : undefined;
      const own = first?.type === 'word' ? renamed.get(first.value) : undefined;
      if (first && own) [first.value, changed] = [own, true];
    });
    if (changed) decl.value = parsed.toString();
  });
}
