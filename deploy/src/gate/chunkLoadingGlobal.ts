/**
 * The runtime's line that sets up a build's chunk-loading global, as webpack 5 and Rspack write it in the entry:
 * `const chunkLoadingGlobal = self["webpackChunk<uniqueName>"] = self["webpackChunk<uniqueName>"] || [];` unminified,
 * `n=self.webpackChunk<uniqueName>=self.webpackChunk<uniqueName>||[]` minified. The global object is
 * `output.globalObject` (`self` by default for the web; `globalThis`, `window` or `this` when set so). The same
 * property read back on the right and the assignment to a variable on the left keep out an unrelated
 * `window.dataLayer = window.dataLayer || []` standing alone.
 */
const SETUP =
  /[\w$]\s*=\s*((?:self|globalThis|window|this)(?:\.[A-Za-z_$][\w$]*|\[\s*(?:"[^"\\\n]*"|'[^'\\\n]*')\s*\]))\s*=\s*\1\s*\|\|\s*\[\]/g;

/** `self.webpackChunkx` and `self["webpackChunkx"]` name the same property, `webpackChunkx`. */
function propertyOf(access: string): string {
  const dot = /^[\w$]+\.([\w$]+)$/.exec(access);
  if (dot) return dot[1]!;
  return /\[\s*["'](.*)["']\s*\]$/.exec(access)![1]!;
}

/**
 * The chunk-loading globals a build's entry sets up (`webpackChunkmfp_remote_catalog_712121ff`): the property of the
 * global object its chunks push themselves into, named after `output.uniqueName` unless `output.chunkLoadingGlobal`
 * names it. One for a webpack or Rspack entry; none for an entry without that runtime (Vite's ES modules).
 *
 * Not covered: a custom `output.globalObject` expression (`(typeof self !== 'undefined' ? self : this)`), a runtime
 * split out of the entry (`optimization.runtimeChunk`, which a federation remote does not use), and a global set up
 * by other means than webpack's or Rspack's JSONP runtime; for those it finds none.
 */
export function chunkLoadingGlobals(entry: string): string[] {
  return [...new Set([...entry.matchAll(SETUP)].map((match) => propertyOf(match[1]!)))];
}
