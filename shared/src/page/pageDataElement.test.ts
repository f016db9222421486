import { pageDataElement } from './pageDataElement';
import { pageDataFromHtml } from './pageDataFromHtml';
import { PAGE_DATA_ELEMENT_ID, pageDataSchema } from './pageDataSchema';

const textOf = (element: string) => {
  const match = /^<script type="application\/json" id="([^"]+)">(.*)<\/script>$/s.exec(element);
  if (!match) throw new Error(`not a JSON data block: ${element}`);
  return { id: match[1], text: match[2] };
};

describe('pageDataElement', () => {
  it('writes a JSON data block with the page data, which reads back the same', () => {
    const data = {
      allowedRemoteOrigins: ['http://127.0.0.1:3400'],
      overrideOrigins: ['http://localhost:*'],
      registry: { remotes: [{ name: 'catalog' }] },
    };
    const { id, text } = textOf(pageDataElement(data));
    expect(id).toBe(PAGE_DATA_ELEMENT_ID);
    expect(pageDataSchema.parse(JSON.parse(text ?? ''))).toEqual(data);
  });

  it('cannot be closed early by a registry that contains markup', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028';
    const element = pageDataElement({ allowedRemoteOrigins: [], registry: { remotes: [{ title: hostile }] } });
    const { text } = textOf(element);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(text ?? '')).toEqual({ allowedRemoteOrigins: [], registry: { remotes: [{ title: hostile }] } });
  });
});

describe('pageDataFromHtml', () => {
  it('reads back what pageDataElement wrote, inside a whole page', () => {
    const data = { allowedRemoteOrigins: ['https://cdn.example.com'], registry: { remotes: [{ title: '<b>&' }] } };
    const page = `<!doctype html><head><title>x</title>${pageDataElement(data)}</head><body></body>`;
    expect(pageDataFromHtml(page)).toEqual(data);
  });

  it.each([
    ['no element', '<!doctype html><body></body>'],
    ['not JSON', `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">{</script>`],
    ['the wrong shape', `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">{"registry":1}</script>`],
  ])('is undefined for a page with %s', (_case, page) => {
    expect(pageDataFromHtml(page)).toBeUndefined();
  });
});
