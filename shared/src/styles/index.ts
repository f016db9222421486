export { SLOT_ATTRIBUTE, slotSelector } from './slotAttribute';
export { SLOT_BASE_STYLE, SLOT_CUSTOM_PROPERTIES, type SlotCustomProperty } from './slotBase';
