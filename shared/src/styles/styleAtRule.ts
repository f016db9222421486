/**
 * What scoping does with an at-rule (docs/decisions/0059), for the build's plugin, the gate and the host alike:
 * - `grouping`: `@media`, `@supports`, `@layer`, `@container`, `@starting-style`, kept, their rules scoped;
 * - `keyframes`, `font-face`, `counter-style`: define a global name, prefixed with the remote's;
 * - `property`: registers a custom property for the whole page, which cannot be scoped: its name must be the remote's;
 * - `scope`: `@scope`, whose root selector is scoped;
 * - `import`: another file, scoped on its own when the build has it, refused when it comes from elsewhere;
 * - `inert`: `@charset`, `@namespace`, which style nothing;
 * - `unscopable`: styles the page as a whole or names something global, with how to do without it.
 */
export type StyleAtRule =
  | { kind: 'grouping' }
  | { kind: 'keyframes' }
  | { kind: 'font-face' }
  | { kind: 'counter-style' }
  | { kind: 'property' }
  | { kind: 'scope' }
  | { kind: 'import' }
  | { kind: 'inert' }
  | { kind: 'unscopable'; fix: string };

const KNOWN: Record<string, StyleAtRule> = {
  media: { kind: 'grouping' },
  supports: { kind: 'grouping' },
  layer: { kind: 'grouping' },
  container: { kind: 'grouping' },
  'starting-style': { kind: 'grouping' },
  keyframes: { kind: 'keyframes' },
  'font-face': { kind: 'font-face' },
  'counter-style': { kind: 'counter-style' },
  property: { kind: 'property' },
  scope: { kind: 'scope' },
  import: { kind: 'import' },
  charset: { kind: 'inert' },
  namespace: { kind: 'inert' },
  page: { kind: 'unscopable', fix: 'it styles the printed pages of the whole document: use @media print rules' },
  'font-feature-values': {
    kind: 'unscopable',
    fix: "it sets a family's features for the whole page: use font-feature-settings in the remote's rules",
  },
  'font-palette-values': {
    kind: 'unscopable',
    fix: "its palette name is global: use override-colors in the remote's own @font-face, or font-palette: dark/light",
  },
  'view-transition': { kind: 'unscopable', fix: "view transitions are the page's: the host decides them" },
  'position-try': {
    kind: 'unscopable',
    fix: 'its name is global: use position-try-fallbacks with the built-in flips (flip-block, flip-inline)',
  },
};

/** The treatment of the at-rule named `name` (without `@`); vendor-prefixed `@-webkit-keyframes` is `keyframes`. */
export function styleAtRule(name: string): StyleAtRule {
  const lower = name.toLowerCase();
  const known = KNOWN[lower] ?? (lower.endsWith('-keyframes') ? KNOWN.keyframes : undefined);
  return (
    known ?? {
      kind: 'unscopable',
      fix: 'the slot scoping does not know this at-rule, so nothing shows it stays in the slot: remove it',
    }
  );
}
