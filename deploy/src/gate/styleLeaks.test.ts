import { slotScope } from '@mfp/webpack-config/slotScope';
import postcss from 'postcss';
import { HOSTILE_STYLES } from './hostileStyles';
import { styleLeaks } from './styleLeaks';

const scoped = async (css: string) =>
  (await postcss([slotScope({ remote: 'r' })]).process(css, { from: 'styles.css' })).css;

describe('the gate on stylesheets (styleLeaks)', () => {
  it.each(HOSTILE_STYLES.map((style) => [style.name, style] as const))(
    'refuses %s as written, naming each bad selector, and accepts it scoped by the build',
    async (_name, { css, unscoped }) => {
      expect(styleLeaks(css, 'styles.css', 'r').map((leak) => leak.what)).toEqual(unscoped);
      const built = await scoped(css);
      expect(styleLeaks(built, 'styles.css', 'r')).toEqual([]);
      // Scoping twice changes nothing.
      expect(await scoped(built)).toBe(built);
    },
  );

  it('refuses what styles the whole page or cannot be checked, with the line', () => {
    const css = `@page { margin: 0 }\n@view-transition { navigation: auto }\n@property --angle { syntax: "*"; inherits: true }
@import url(https://cdn.example/reset.css);\n@import "./local.css";\n@unknown-thing x;\n@charset "utf-8";`;
    expect(styleLeaks(css, 'a.css', 'r')).toEqual([
      { line: 1, what: expect.stringMatching(/^@page: .*@media print/) },
      { line: 2, what: expect.stringMatching(/^@view-transition: .*host/) },
      { line: 3, what: expect.stringMatching(/^@property --angle: .*name it --r-…/) },
      { line: 4, what: expect.stringMatching(/^@import url\(https:\/\/cdn\.example\/reset\.css\): .*elsewhere/) },
      { line: 6, what: expect.stringMatching(/^@unknown-thing x: .*remove it/) },
    ]);
  });

  it('counts a stylesheet that does not parse as one leak, with its line', () => {
    expect(styleLeaks('.a { color: red }\n.b { color: ', 'a.css', 'r')).toEqual([
      { line: 2, what: expect.stringMatching(/does not parse \(Unclosed block\)/) },
    ]);
  });
});
