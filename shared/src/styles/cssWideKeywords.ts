/** Values every property takes, which name nothing: a declaration holding one is never rewritten. */
export const CSS_WIDE_KEYWORDS: ReadonlySet<string> = new Set([
  'initial',
  'inherit',
  'unset',
  'revert',
  'revert-layer',
]);
