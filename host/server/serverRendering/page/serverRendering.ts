import type { ShellRenderer, SlotRenderer } from '@mfp/shared/page';

/** Rendering pages on the server (SERVER_RENDERING=on, decision 0064): the host's renderer and the slots'. */
export interface ServerRendering {
  /** The host's server renderer; `loadShellRenderer`, loaded on the first page, unless told. */
  shell?: () => ShellRenderer;
  /** Renders the route's remote; every slot is left to the browser (`client-only`) unless told. */
  slots?: SlotRenderer;
  /**
   * How long a page waits for its remote before it sends the host's shell and streams the slot behind it
   * (SERVER_RENDER_HEAD_WINDOW_MS, decision 0096); the setting's default unless told.
   */
  headWindowMs?: number;
}

/** The slots' renderer until the sandbox is wired in: every slot renders in the browser. */
export const clientOnlySlots: SlotRenderer = () => Promise.resolve({ status: 'client-only' });
