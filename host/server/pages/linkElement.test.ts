import { linkElement } from './linkElement';

describe('linkElement', () => {
  it('writes the attributes in order, each value escaped for a double-quoted attribute', () => {
    expect(
      linkElement([
        ['rel', 'stylesheet'],
        ['href', 'https://cdn.example/a.css?x="><script>&'],
      ]),
    ).toBe('<link rel="stylesheet" href="https://cdn.example/a.css?x=&quot;&gt;&lt;script&gt;&amp;">');
  });
});
