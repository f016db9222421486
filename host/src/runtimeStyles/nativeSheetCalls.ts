/** The browser's own style sheet calls, taken before the guard replaces them, so that the guard's own calls pass. */
export interface NativeSheetCalls {
  insertRule: (this: CSSStyleSheet, rule: string, index?: number) => number;
  replaceSync: (this: CSSStyleSheet, text: string) => void;
  replace: (this: CSSStyleSheet, text: string) => Promise<CSSStyleSheet>;
}

export function nativeSheetCalls(prototype: CSSStyleSheet): NativeSheetCalls {
  return { insertRule: prototype.insertRule, replaceSync: prototype.replaceSync, replace: prototype.replace };
}
