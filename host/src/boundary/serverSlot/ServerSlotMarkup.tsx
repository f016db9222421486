import { createContext, useContext, type ReactNode } from 'react';

/**
 * What stands in the slot's root while the host renders on the server (decision 0064): the renderer splices the remote's
 * HTML into the page where this element is (`ServerRenderedSlot` renders it). React escapes every text it renders, so
 * the element's markup cannot come from data.
 */
export const SLOT_HTML_PLACEHOLDER = '<template data-mfp-slot-html=""></template>';

/** How the host server renders the page; absent in the browser, which never provides it. */
interface ServerRender {
  /** The route's slot is not decided yet: its place is marked for the server to send the shell up to it (0096). */
  slotPending: boolean;
}

const ServerSlotMarkupContext = createContext<ServerRender | undefined>(undefined);

export function ServerSlotMarkupProvider({ slotPending, children }: ServerRender & { children: ReactNode }) {
  return <ServerSlotMarkupContext.Provider value={{ slotPending }}>{children}</ServerSlotMarkupContext.Provider>;
}

export const useRenderingOnServer = (): boolean => useContext(ServerSlotMarkupContext) !== undefined;

/** True only on the server, while the route's slot is not decided (decision 0096). */
export const useSlotPendingOnServer = (): boolean => useContext(ServerSlotMarkupContext)?.slotPending === true;
