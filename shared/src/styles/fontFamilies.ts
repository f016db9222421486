import valueParser from 'postcss-value-parser';
import { CSS_WIDE_KEYWORDS } from './cssWideKeywords';
import { scopedName } from './scopedName';

type ValueNode = valueParser.Node;

const GENERIC_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'cursive',
  'fantasy',
  'monospace',
  'system-ui',
  'emoji',
  'math',
  'fangsong',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
]);

/** The family a run of nodes names (`"Open Sans"`, `Open Sans`), or undefined for a generic, a keyword or `var()`. */
function familyName(family: ValueNode[]): string | undefined {
  const named = family.filter((node) => node.type !== 'space' && node.type !== 'comment');
  if (named.length === 0 || named.some((node) => node.type !== 'word' && node.type !== 'string')) return undefined;
  const name = named.map((node) => node.value).join(' ');
  const single = named.length === 1 && named[0]?.type === 'word' ? name.toLowerCase() : undefined;
  if (single !== undefined && (GENERIC_FAMILIES.has(single) || CSS_WIDE_KEYWORDS.has(single))) return undefined;
  return name;
}

/**
 * A family list with each named family `X` preceded by the remote's own `"<remote>__X"` (docs/decisions/0059): the
 * face the remote defined under that name wins where it defined one, and the family the remote named stays the
 * fallback where it did not, so no file needs to know what another defines. Scoping twice changes nothing.
 */
export function scopeFontFamilies(nodes: ValueNode[], remote: string): string {
  const families: ValueNode[][] = [[]];
  for (const node of nodes) {
    if (node.type === 'div' && node.value === ',') families.push([]);
    else families.at(-1)?.push(node);
  }
  const scoped: string[] = [];
  let previous: string | undefined;
  for (const family of families) {
    const name = familyName(family);
    const text = valueParser.stringify(family).trim();
    if (name !== undefined && scopedName(remote, name) !== name && previous !== scopedName(remote, name))
      scoped.push(JSON.stringify(scopedName(remote, name)));
    scoped.push(text);
    previous = name;
  }
  return scoped.join(', ');
}
