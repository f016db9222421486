import postcss from 'postcss';
import { slotScope } from './slotScope';

const scope = async (css: string) =>
  (await postcss([slotScope({ remote: 'r' })]).process(css, { from: 'src/styles.css' })).css;

describe('slotScope, the PostCSS plugin', () => {
  it('maps the page to the slot, keeps at-rules, keyframe selectors and !important, and prefixes global names', async () => {
    const css = await scope(`:root { --brand: red }
@media (min-width: 40em) { @layer base { button { color: var(--brand) !important } } }
@keyframes spin { from { opacity: 0 } 50% { opacity: .5 } }
@font-face { font-family: Inter; src: url(inter.woff2) }
.x { animation: spin 1s; font: 12px Inter, sans-serif }
@scope (.card) { img { border: 0 } }`);
    expect(css).toBe(`[data-mfp-slot="r"] { --brand: red }
@media (min-width: 40em) { @layer base { [data-mfp-slot="r"] button { color: var(--brand) !important } } }
@keyframes r__spin { from { opacity: 0 } 50% { opacity: .5 } }
@font-face { font-family: "r__Inter"; src: url(inter.woff2) }
[data-mfp-slot="r"] .x { animation: r__spin 1s; font: 12px "r__Inter", Inter, sans-serif }
@scope ([data-mfp-slot="r"] .card) { img { border: 0 } }`);
  });

  it('flattens nesting before scoping', async () => {
    expect(await scope('.a { color: red; & .b { color: blue } }')).toBe(
      '[data-mfp-slot="r"] .a { color: red; }\n[data-mfp-slot="r"] .a .b { color: blue }',
    );
  });

  it("renames what the stylesheet registers into the remote's prefix, with its declarations and var()s", async () => {
    const css = await scope(`@property --angle { syntax: "<angle>"; inherits: false; initial-value: 0deg }
@property --r-own { syntax: "*"; inherits: true }
.x { --angle: 10deg; transform: rotate(var(--angle)); color: var(--other, var(--angle)) }`);
    expect(css).toBe(`@property --r-angle { syntax: "<angle>"; inherits: false; initial-value: 0deg }
@property --r-own { syntax: "*"; inherits: true }
[data-mfp-slot="r"] .x { --r-angle: 10deg; transform: rotate(var(--r-angle)); color: var(--other, var(--r-angle)) }`);
    expect(await scope(css)).toBe(css);
  });

  it('prefixes the keyframes the stylesheet defines where a custom property names them, as animation does', async () => {
    const css = await scope(`:root { --animate-spin: spin 1s linear infinite; --state: idle }
@keyframes spin { to { rotate: 1turn } }
.x { animation: var(--animate-spin) }`);
    expect(css).toBe(`[data-mfp-slot="r"] { --animate-spin: r__spin 1s linear infinite; --state: idle }
@keyframes r__spin { to { rotate: 1turn } }
[data-mfp-slot="r"] .x { animation: var(--animate-spin) }`);
    expect(await scope(css)).toBe(css);
  });

  it.each([
    ['@property angle { syntax: "*"; inherits: true }', /@property angle .*name it --r-…/],
    ['@page { margin: 0 }', /@page cannot be scoped to the slot of "r": .*@media print/],
    ['@import url(https://cdn.example/x.css);', /another origin.*copy it into the repository/],
    ['@font-palette-values --p { font-family: X }', /@font-palette-values cannot be scoped/],
    ['@whatever x;', /@whatever cannot be scoped.*remove it/],
    ['a[ { color: red }', /Unclosed bracket|cannot be parsed/],
  ])('fails the build on %s, naming the file and line', async (css, message) => {
    await expect(scope(css)).rejects.toThrow(message);
    await expect(scope(css)).rejects.toThrow(/src\/styles\.css:1:\d+/);
  });
});
