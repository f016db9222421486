import { PAGE_DATA_ELEMENT_ID, pageDataSchema, type PageData } from './pageDataSchema';
import { STREAMED_SLOT_ELEMENT_ID, streamedSlotOf } from './streamedSlot';

const dataBlock = (id: string) => new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`);
const ELEMENT = dataBlock(PAGE_DATA_ELEMENT_ID);
const STREAMED_SLOT = dataBlock(STREAMED_SLOT_ELEMENT_ID);

/**
 * The page data of a host page's HTML, for tools outside the browser (the dev commands, tests); undefined when the
 * page carries none or an unreadable one. Pages in a browser read their own element instead. A streamed page's slot
 * (decision 0096) is read from its own data block, as the browser reads it.
 */
export function pageDataFromHtml(html: string): PageData | undefined {
  const text = ELEMENT.exec(html)?.[1];
  if (text === undefined) return undefined;
  try {
    const parsed = pageDataSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return undefined;
    const streamed = parsed.data.serverSlot ? undefined : streamedSlotOf(STREAMED_SLOT.exec(html)?.[1]);
    return streamed ? { ...parsed.data, serverSlot: streamed } : parsed.data;
  } catch {
    return undefined;
  }
}
