/**
 * Stylesheets a remote might ship that would restyle the host's page unscoped: each rule the slot scoping maps,
 * prefixes or keeps, with the selectors the gate must name when they ship raw. Shared by the scoping's and the gate's
 * tests.
 */
export const HOSTILE_STYLES: { name: string; css: string; unscoped: string[] }[] = [
  {
    name: 'the page as a whole',
    css: `*, *::before, *::after { box-sizing: border-box }
html { font-size: 10px }
body { margin: 0; overflow: hidden }
html body.dark .card { color: white }
:root { --brand: red; --mfp-color-text: blue }`,
    unscoped: ['*', '*::before', '*::after', 'html', 'body', 'html body.dark .card', ':root'],
  },
  {
    name: 'elements, with !important and pseudo-elements',
    css: `button { background: red !important }
a:hover, h1::first-letter { color: red }
input::placeholder { color: gray }
.list > li ~ li, .a + .b { margin: 0 }
[data-remote="catalog"] .x, [data-mfp-slot="other"] .y { display: none }`,
    unscoped: [
      'button',
      'a:hover',
      'h1::first-letter',
      'input::placeholder',
      '.list > li ~ li',
      '.a + .b',
      '[data-remote="catalog"] .x',
      '[data-mfp-slot="other"] .y',
    ],
  },
  {
    name: 'conditional and layered rules, logical pseudo-classes',
    css: `@media (min-width: 40em) { h1 { font-size: 3em } }
@supports (display: grid) { .grid { display: grid } }
@layer base { :is(h1, h2):not(.x) { margin: 0 } }
@container (min-width: 10em) { :where(.card):has(> img) { padding: 0 } }`,
    unscoped: ['h1', '.grid', ':is(h1, h2):not(.x)', ':where(.card):has(> img)'],
  },
  {
    name: 'global names',
    css: `@keyframes spin { from { transform: rotate(0) } 50% { opacity: .5 } to { transform: rotate(1turn) } }
.spinner { animation: spin 1s linear infinite }
@font-face { font-family: "Inter"; src: url(inter.woff2) }
.text { font-family: Inter, sans-serif }
@counter-style thumbs { system: cyclic; symbols: "👍"; suffix: " " }
ul.rating { list-style: thumbs inside }`,
    unscoped: [
      '@keyframes spin: a global name, not prefixed r__',
      '.spinner',
      '@font-face font-family Inter: a global name, not prefixed r__',
      '.text',
      '@counter-style thumbs: a global name, not prefixed r__',
      'ul.rating',
    ],
  },
  {
    name: 'nesting and @scope',
    css: `.card { color: red; & .title { font-weight: bold } body & { margin: 0 } }
@scope (.card) to (.content) { img { border: 0 } }`,
    unscoped: [
      '.card',
      '& .title: a nested rule, which the gate cannot check',
      'body &: a nested rule, which the gate cannot check',
      '@scope (.card) to (.content): its root .card is not the slot',
    ],
  },
  {
    name: 'registered properties and an animation in a custom property (what Tailwind CSS 4 writes)',
    css: `@property --angle { syntax: "<angle>"; inherits: false; initial-value: 0deg }
:root { --animate-spin: spin 1s linear infinite }
@keyframes spin { to { rotate: 1turn } }
.x { rotate: var(--angle); animation: var(--animate-spin) }`,
    unscoped: [
      '@property --angle: registers a property for the whole page; name it --r-…',
      ':root',
      '@keyframes spin: a global name, not prefixed r__',
      '.x',
    ],
  },
  {
    name: 'already scoped',
    css: `[data-mfp-slot="r"] .x { color: red }
@keyframes r__spin { to { opacity: 1 } }
@property --r-angle { syntax: "<angle>"; inherits: false; initial-value: 0deg }`,
    unscoped: [],
  },
];
