import { LOADER_DATA_ELEMENT_ID, loaderDataBlockSchema } from './loaderDataBlock';
import { loaderDataBlockHtml } from './loaderDataBlockHtml';

describe('loaderDataBlockHtml', () => {
  const hostile = JSON.stringify({ name: '</script><script>alert(1)</script>', note: 'a\u2028b & <!-- c' });

  it('writes a block no value can end early, whose text parses back to the same block', () => {
    const block = { remote: 'catalog', url: '/catalog/p-1?q=a', data: hostile };
    const html = loaderDataBlockHtml(block);
    const text = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(loaderDataBlockSchema.parse(JSON.parse(text))).toEqual(block);
  });

  it('is a JSON block, which the page never executes', () => {
    const html = loaderDataBlockHtml({ remote: 'catalog', url: '/catalog', data: 'null' });
    expect(html.startsWith(`<script type="application/json" id="${LOADER_DATA_ELEMENT_ID}">`)).toBe(true);
  });
});
