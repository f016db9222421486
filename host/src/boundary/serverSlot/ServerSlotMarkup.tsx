import { createContext, useContext, type ReactNode } from 'react';

/**
 * What stands in the slot's root while the host renders on the server (decision 0064): the renderer splices the remote's
 * HTML into the page where this element is (`ServerRenderedSlot` renders it). React escapes every text it renders, so
 * the element's markup cannot come from data.
 */
export const SLOT_HTML_PLACEHOLDER = '<template data-mfp-slot-html=""></template>';

/** Present only while the host server renders the page: the browser never provides it. */
const ServerSlotMarkupContext = createContext(false);

export function ServerSlotMarkupProvider({ children }: { children: ReactNode }) {
  return <ServerSlotMarkupContext.Provider value>{children}</ServerSlotMarkupContext.Provider>;
}

export const useRenderingOnServer = (): boolean => useContext(ServerSlotMarkupContext);
