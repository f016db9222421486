import { renderTreeToString } from '../../testing/renderReactInVm';
import { hostPageWith, slotTreeOf } from '../../testing/slotDom';
import { balanceSlotHtml } from './balanceSlotHtml';
import { DroppedList } from './droppedList';

const balanced = (markup: string) => balanceSlotHtml(markup, new DroppedList());

/** React trees as remotes render them: boundaries, lists, adjacent texts, quoted and escaped text, svg, raw newlines. */
const TREES: Record<string, string> = {
  suspense: `h('main', null, h(Suspense, { fallback: h('p', null, 'Loading') }, h('p', null, 'Ready')))`,
  'boundary left to the browser': `h(Suspense, { fallback: h('p', null, 'Loading') }, h(() => { throw new Error('x'); }))`,
  list: `h('ul', null, ['a', 'b', 'c'].map((item, i) => h('li', { key: item }, item, ' #', i)))`,
  'adjacent texts': `h('p', null, 'Total: ', 3, ' cups', h(Fragment, null, ' and ', 'more'))`,
  'quotes and ampersands': `h('a', { href: '/q?a=1&b="2"', title: "it's <b> & \\"q\\"", 'data-x': "'" },
    "Tom & Jerry's \\"cups\\" <3 \\u00a0€")`,
  svg: `h('svg', { viewBox: '0 0 10 10', xmlnsXlink: 'http://www.w3.org/1999/xlink' }, h('path', { d: 'M0 0L10 10' }),
    h('use', { xlinkHref: '#a' }), h('foreignObject', null, h('div', null, 'inside')))`,
  'leading newlines': `h('div', null, h('pre', null, '\\n\\nindented\\n'),
    h('textarea', { defaultValue: '\\nfirst line', readOnly: true }), h('pre', null, 'no newline'))`,
  'void elements and inputs': `h('form', null, h('input', { value: 'a"b', readOnly: true }), h('br'), h('img', { alt: '' }))`,
  table: `h('table', null, h('tbody', null, h('tr', null, h('td', null, 'cell'))))`,
  'raw text': `h('div', null, h('style', null, '.a > .b { content: "&" }'), h('noscript', null, h('p', null, 'no js')))`,
};

describe('balanceSlotHtml', () => {
  it('keeps stray end tags from closing the slot: everything stays inside it', () => {
    const markup = '</div></section></main><h1>x';
    expect(hostPageWith(markup).body).toContain('h1');
    const result = balanced(markup);
    expect(result).toBe('<h1>x</h1>');
    expect(hostPageWith(result)).toEqual({
      slot: [{ tag: 'h1', ns: 'http://www.w3.org/1999/xhtml', attrs: [], children: ['x'] }],
      main: ['section', 'p'],
      body: ['main'],
    });
  });

  it.each([
    ['an unclosed element', '<div><ul><li>a'],
    ['a body start tag', '<body onload="x()"><p>a</p>'],
    ['an unterminated comment', '<p>a</p><!-- </div></section>'],
    ['a plaintext', '<plaintext>\n</div></section><script>x()</script>'],
    ['a table closed by a stray end tag', '<table><tr><td>a</div></table><p>b'],
    ['a select', '<select><option>a</div></section>'],
    ['an svg style', '<svg><style>&lt;/div&gt;&lt;/section&gt;</style></svg>'],
    ['an unclosed template', '<template><tr><td>a</section>'],
  ])('keeps %s inside the slot, as the slot itself would parse it', (_, markup) => {
    const result = balanced(markup);
    expect(hostPageWith(result).main).toEqual(['section', 'p']);
    expect(hostPageWith(result).body).toEqual(['main']);
    expect(hostPageWith(result).slot).toEqual(slotTreeOf(result));
  });

  it('drops a <base> and http-equiv metas, which act on the whole page from anywhere', () => {
    const dropped = new DroppedList();
    expect(
      balanceSlotHtml('<p>a<base href="https://evil.example/"><meta http-equiv="refresh" content="0"></p>', dropped),
    ).toBe('<p>a</p>');
    expect(dropped.list().map(({ element }) => element)).toEqual(['base href', 'meta http-equiv=refresh content']);
  });

  it.each(Object.entries(TREES))(
    "gives React's output (%s) back as the same tree in the slot, React's markers included",
    (_, tree) => {
      const markup = renderTreeToString(tree);
      const result = balanced(markup);
      expect(slotTreeOf(result)).toEqual(slotTreeOf(markup));
      expect(hostPageWith(result).slot).toEqual(slotTreeOf(markup));
      expect(balanced(result)).toBe(result);
    },
  );

  it("keeps React's boundary and text markers", () => {
    const result = balanced(renderTreeToString(TREES['adjacent texts']!));
    expect(result).toBe('<p>Total: <!-- -->3<!-- --> cups<!-- --> and <!-- -->more</p>');
    expect(balanced(renderTreeToString(TREES.suspense!))).toBe('<main><!--$--><p>Ready</p><!--/$--></main>');
    expect(balanced(renderTreeToString(TREES['boundary left to the browser']!))).toBe(
      '<!--$!--><template></template><p>Loading</p><!--/$-->',
    );
  });

  it('gives balanced output back byte for byte unless it has void elements or escaped quotes, which parse5 writes its own way', () => {
    const plain = renderTreeToString(`h('ul', null, h('li', { className: 'a' }, 'a & b'), h(Suspense, null, 'c', 1))`);
    expect(balanced(plain)).toBe(plain);
    expect(balanced('<p title="it&#x27;s">it&#x27;s &quot;q&quot;<br/></p>')).toBe(`<p title="it's">it's "q"<br></p>`);
  });
});
