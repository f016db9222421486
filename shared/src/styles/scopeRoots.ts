import valueParser from 'postcss-value-parser';

/**
 * An `@scope` prelude, `(<start>) to (<end>)`, split into its start selector list (undefined without one: the scope is
 * then the whole document) and the rest, kept as written. The start is what scoping prefixes: the end only narrows.
 */
export function scopeRoots(params: string): { start: string | undefined; rest: string } {
  const [first, ...rest] = valueParser(params.trim()).nodes;
  if (first?.type !== 'function' || first.value !== '') return { start: undefined, rest: params.trim() };
  return { start: valueParser.stringify(first.nodes), rest: valueParser.stringify(rest) };
}
