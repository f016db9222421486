import { pageDataElement, PAGE_DATA_ELEMENT_ID, streamedSlotElement } from '@mfp/shared/page';
import { FAIL_CLOSED_PAGE_DATA, readPageData } from './readPageData';

function pageWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument('host');
  doc.head.innerHTML = html;
  return doc;
}

describe('readPageData', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('reads what the host server wrote, registry included', () => {
    const data = {
      allowedRemoteOrigins: ['http://127.0.0.1:3400'],
      overrideOrigins: ['http://localhost:*'],
      registry: { remotes: [{ name: 'catalog', title: '</script>' }] },
    };
    expect(readPageData(pageWith(pageDataElement(data)))).toEqual(data);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("takes a streamed page's slot from the data block sent after the root, as the head could not name it", () => {
    const slot = { name: 'catalog', version: '1.0.0', status: 'failed', digest: '314' } as const;
    const doc = pageWith(pageDataElement({ allowedRemoteOrigins: [] }));
    doc.body.innerHTML = `<div id="root"></div>${streamedSlotElement(slot)}`;
    expect(readPageData(doc)).toEqual({ allowedRemoteOrigins: [], serverSlot: slot });
    expect(readPageData(pageWith(pageDataElement({ allowedRemoteOrigins: [] })))).toEqual({ allowedRemoteOrigins: [] });
  });

  it('fails closed, and says why, on a page without page data', () => {
    expect(readPageData(pageWith(''))).toEqual(FAIL_CLOSED_PAGE_DATA);
    expect(FAIL_CLOSED_PAGE_DATA).toEqual({ allowedRemoteOrigins: [] });
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('nothing is loaded from another origin'));
  });

  it.each([
    ['not JSON', '{"allowedRemoteOrigins": ['],
    ['no allowed origins', '{"registry": {"remotes": []}}'],
    ['origins of the wrong type', '{"allowedRemoteOrigins": "http://evil.example"}'],
  ])('fails closed on page data that is %s', (_case, text) => {
    const page = pageWith(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${text}</script>`);
    expect(readPageData(page)).toEqual(FAIL_CLOSED_PAGE_DATA);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('unreadable'));
  });
});
