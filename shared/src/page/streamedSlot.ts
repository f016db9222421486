import { jsonDataBlock } from './pageDataElement';
import { serverSlotSchema, type ServerSlot } from './serverSlotSchema';

/**
 * What stands where the route's slot goes while the host renders its shell before the slot is decided (decision
 * 0096): the host server sends the page up to this element, and the slot's part once it knows the slot. React escapes
 * every text it renders, so the element's markup cannot come from data.
 */
export const SLOT_PENDING_PLACEHOLDER = '<template data-mfp-slot-pending=""></template>';

/**
 * The id of the JSON data block a streamed page sends with its slot's part, after the root: what the page data's
 * `serverSlot` says in a page sent whole, which the head could not say, since it went out before the slot was decided.
 */
export const STREAMED_SLOT_ELEMENT_ID = 'mfp-server-slot';

/** The streamed slot's data block, for a slot the server rendered or failed; a client-only slot sends none. */
export function streamedSlotElement(slot: ServerSlot): string {
  return jsonDataBlock(STREAMED_SLOT_ELEMENT_ID, slot);
}

/** The slot a streamed slot's data block names; undefined for a missing or unreadable one (the browser renders it). */
export function streamedSlotOf(text: string | null | undefined): ServerSlot | undefined {
  if (text == null) return undefined;
  try {
    const parsed = serverSlotSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
