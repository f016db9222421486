import type { ReleaseOwner } from './ReleaseFolders';

/**
 * Gives an empty `<style>` element a remote created the sheet the page's policy refused it. The host page's CSP
 * (`style-src` without `'unsafe-inline'`, docs/decisions/0019) leaves every `<style>` element without a sheet, even an
 * empty one (measured in Chromium, docs/decisions/0060), so a CSS-in-JS library that inserts rules into it through the
 * CSSOM (emotion in production) styles nothing. The element gets a constructed sheet the document adopts, whose
 * rules the guard scopes; removing the element drops it. Text in a `<style>` element stays refused: only script can
 * call `insertRule`, so markup injected into the page still cannot add styles.
 */
export function lendSheets(document: Document, ownerNow: () => ReleaseOwner | undefined): void {
  const prototype = document.defaultView!.HTMLStyleElement.prototype;
  const sheetOf = Object.getOwnPropertyDescriptor(prototype, 'sheet')?.get;
  if (!sheetOf) return;
  const lent = new WeakMap<HTMLStyleElement, CSSStyleSheet>();
  const adopt = (sheet: CSSStyleSheet) => (document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]);

  Object.defineProperty(prototype, 'sheet', {
    configurable: true,
    enumerable: true,
    get(this: HTMLStyleElement): CSSStyleSheet | null {
      const own = sheetOf.call(this) as CSSStyleSheet | null;
      if (own || !this.isConnected || this.textContent !== '') return own;
      const known = lent.get(this);
      if (known || !ownerNow()) return known ?? null;
      const sheet = new document.defaultView!.CSSStyleSheet();
      lent.set(this, sheet);
      adopt(sheet);
      return sheet;
    },
  });

  // Libraries add their elements to the head (emotion's default container); a removed one takes its rules with it.
  new document.defaultView!.MutationObserver((records) => {
    const removed = records.flatMap((record) => Array.from(record.removedNodes));
    const sheets = new Set(removed.map((node) => lent.get(node as HTMLStyleElement)).filter(Boolean));
    if (sheets.size > 0) document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => !sheets.has(s));
  }).observe(document.head, { childList: true });
}
