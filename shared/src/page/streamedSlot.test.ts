import { pageDataElement } from './pageDataElement';
import { pageDataFromHtml } from './pageDataFromHtml';
import { STREAMED_SLOT_ELEMENT_ID, streamedSlotElement, streamedSlotOf } from './streamedSlot';

const slot = { name: 'catalog', version: '1.2.0', status: 'failed', digest: '</script><!--1' } as const;
const textOf = (element: string) => /^<script type="application\/json" id="([^"]+)">(.*)<\/script>$/s.exec(element);

describe('the streamed slot data block', () => {
  it('is a JSON data block with its id that no markup in it can end early, and reads back the same slot', () => {
    const [, id, text] = textOf(streamedSlotElement(slot)) ?? [];
    expect(id).toBe(STREAMED_SLOT_ELEMENT_ID);
    expect(text).not.toMatch(/[<>&]/);
    expect(streamedSlotOf(text)).toEqual(slot);
  });

  it('reads nothing from a missing, unparsable or misshapen block', () => {
    expect(streamedSlotOf(undefined)).toBeUndefined();
    expect(streamedSlotOf('{')).toBeUndefined();
    expect(streamedSlotOf('{"name":"catalog"}')).toBeUndefined();
  });

  it("is the page data's slot for tools that read a streamed page's HTML, unless the head already names one", () => {
    const streamed = `<head>${pageDataElement({ allowedRemoteOrigins: [] })}</head><div id="root"></div>`;
    expect(pageDataFromHtml(streamed + streamedSlotElement(slot))?.serverSlot).toEqual(slot);
    expect(pageDataFromHtml(streamed)?.serverSlot).toBeUndefined();
    const whole = pageDataElement({ allowedRemoteOrigins: [], serverSlot: { ...slot, status: 'rendered' } });
    expect(pageDataFromHtml(whole + streamedSlotElement(slot))?.serverSlot?.status).toBe('rendered');
  });
});
