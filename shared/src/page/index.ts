export {
  navigationItemSchema,
  PAGE_DATA_ELEMENT_ID,
  pageDataSchema,
  type NavigationItem,
  type PageData,
} from './pageDataSchema';
export { pageDataElement } from './pageDataElement';
export {
  SLOT_PENDING_PLACEHOLDER,
  STREAMED_SLOT_ELEMENT_ID,
  streamedSlotElement,
  streamedSlotOf,
} from './streamedSlot';
export { pageDataFromHtml } from './pageDataFromHtml';
export { serverSlotSchema, type ServerSlot } from './serverSlotSchema';
export type { SlotRenderer, SlotRenderRequest, SlotServerRender } from './slotServerRender';
export type { ShellMarkup, ShellRenderer, ShellRenderRequest } from './shellRenderer';
export { SERVER_STYLESHEET_ATTRIBUTE } from './serverStylesheet';
export type { StandaloneRenderer, StandaloneRenderRequest } from './standaloneRenderer';
export { PREVIEW_REFUSALS, previewSchema, type Preview, type PreviewRefusal } from './previewSchema';
export { isPlatformParameter, withoutPlatformParameters } from './platformParameters';
