import type { ReleaseOwner } from './ReleaseFolders';
import type { NativeSheetCalls } from './nativeSheetCalls';
import type { RuntimeStyleScoping } from './RuntimeStyleScoping';

/**
 * Replaces `insertRule`, `replaceSync` and `replace` of every style sheet (`prototype`): a call made by a remote's
 * code (`ownerNow`, from the call's stack) goes to `scoping`; any other passes to the browser unchanged. Every way
 * script adds rules goes through one of them: a `<style>` element's sheet, a constructed sheet the remote adopts, a
 * sheet the host lends a `<style>` element the page's policy refused (`lendSheets`).
 */
export function interceptStyleSheets(
  prototype: CSSStyleSheet,
  native: NativeSheetCalls,
  ownerNow: () => ReleaseOwner | undefined,
  scoping: RuntimeStyleScoping,
): void {
  prototype.insertRule = function insertRule(this: CSSStyleSheet, rule: string, index?: number): number {
    const owner = ownerNow();
    return owner ? scoping.insertRule(this, rule, index ?? 0, owner) : native.insertRule.call(this, rule, index);
  };
  prototype.replaceSync = function replaceSync(this: CSSStyleSheet, text: string): void {
    const owner = ownerNow();
    if (owner) scoping.replaceSync(this, text, owner);
    else native.replaceSync.call(this, text);
  };
  prototype.replace = function replace(this: CSSStyleSheet, text: string): Promise<CSSStyleSheet> {
    const owner = ownerNow();
    if (!owner) return native.replace.call(this, text);
    scoping.replaceSync(this, text, owner);
    return Promise.resolve(this);
  };
}
