export { SLOT_ATTRIBUTE, slotSelector } from './slotAttribute';
export { SLOT_BASE_STYLE, SLOT_CUSTOM_PROPERTIES, type SlotCustomProperty } from './slotBase';
export { scopeSelector } from './scopeSelector';
export { unscopedSelectors } from './unscopedSelectors';
export { scopedName } from './scopedName';
export { scopeDeclarationValue, type DeclarationBlock } from './scopeDeclarationValue';
export { styleAtRule, type StyleAtRule } from './styleAtRule';
export { registeredPropertyPrefix } from './registeredPropertyPrefix';
export { scopeRoots } from './scopeRoots';
