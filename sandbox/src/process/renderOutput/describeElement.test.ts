import { defaultTreeAdapter, html } from 'parse5';
import { describeElement } from './describeElement';

const element = (tagName: string, attrs: Record<string, string>) =>
  defaultTreeAdapter.createElement(
    tagName,
    html.NS.HTML,
    Object.entries(attrs).map(([name, value]) => ({ name, value })),
  );

describe('describeElement', () => {
  it('names the tag and attributes with only the values that say what it is', () => {
    expect(describeElement(element('meta', { 'http-equiv': 'refresh', content: '0;url=https://evil.example' }))).toBe(
      'meta http-equiv=refresh content',
    );
    expect(describeElement(element('link', { rel: 'stylesheet', href: '/secret?token=1' }))).toBe(
      'link rel=stylesheet href',
    );
  });

  it('cuts long names and values, and many attributes, short', () => {
    const described = describeElement(
      element('meta', {
        name: 'n'.repeat(500),
        ...Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`a${i}`, 'v'])),
      }),
    );
    expect(described).toBe(`meta name=${'n'.repeat(39)}… a0 a1 a2 a3 a4 a5 a6 …`);
  });
});
