/** The part of Web Storage a tab session uses. */
export type TabStorage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The tab's sessionStorage, which lasts for the tab's session (reloads and navigations included) and never reaches
 * another tab; undefined where it cannot be reached (disabled, sandboxed): what it would keep then holds for the page
 * only. The overrides' session and the preview link's keep their values in it.
 */
export function tabStorage(): TabStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
