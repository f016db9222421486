/**
 * Excerpts of real `remoteEntry.js` files, copied from builds of this repository (webpack 5.111.1, Rspack 1.7.12,
 * `@module-federation/enhanced` 2.9.2, Vite through `@module-federation/vite` 1.23.0): the lines where each runtime
 * sets up its chunk-loading global, as the gate reads them. Tests use these, not a format written from memory; when
 * a bundler upgrade changes them, copy the new lines from a build (`grep -o 'webpackChunk.\{0,80\}' remoteEntry.js`).
 */
export const BUILT_ENTRIES = {
  /** `remotes/catalog` built by the kit's `createRemoteConfig`, production (minified by Terser). */
  kitWebpackProduction:
    'e[t])){for(s in a)r.o(a,s)&&(r.m[s]=a[s]);i&&i(r)}for(t&&t(n);l<o.length;l++)c=o[l],r.o(e,c)&&e[c]&&e[c][0](),' +
    'e[c]=0},n=self.webpackChunkmfp_remote_catalog_712121ff=self.webpackChunkmfp_remote_catalog_712121ff||[];' +
    'n.forEach(t.bind(null,0)),n.push=t.bind(null,n.push.bind(n))}',
  /** `remotes/catalog` built by the kit's `createRspackRemoteConfig`, production (minified by SWC). */
  kitRspackProduction:
    '[t])){for(o in a)s.o(a,o)&&(s.m[o]=a[o]);l&&l(s)}for(t&&t(r);c<i.length;c++)n=i[c],s.o(e,n)&&e[n]&&e[n][0](),' +
    'e[n]=0},(r=self.webpackChunkmfp_remote_catalog_712121ff=self.webpackChunkmfp_remote_catalog_712121ff||[])' +
    '.forEach(t.bind(null,0)),r.push=t.bind(null,r.push.bind(r)),s',
  /**
   * `remotes/catalog` built by the kit's `createRemoteConfig` with `output.globalObject: 'globalThis'` and
   * `output.chunkLoadingGlobal: 'acme-catalog-chunks'` (not an identifier), production.
   */
  kitWebpackGlobalThis:
    ';l++)c=o[l],r.o(e,c)&&e[c]&&e[c][0](),e[c]=0},n=globalThis["acme-catalog-chunks"]=' +
    'globalThis["acme-catalog-chunks"]||[];n.forEach(t.bind(null,0)),n.push=t.bind',
  /** `remotes/catalog` built by the kit's `createRspackRemoteConfig`, development (not minified). */
  kitRspackDevelopment: [
    'var chunkLoadingGlobal = self["webpackChunkmfp_remote_catalog_5e0a2ae0"] = self["webpackChunkmfp_remote_catalog_5e0a2ae0"] || [];',
    'chunkLoadingGlobal.forEach(__rspack_jsonp.bind(null, 0));',
    'chunkLoadingGlobal.push = __rspack_jsonp.bind(null, chunkLoadingGlobal.push.bind(chunkLoadingGlobal));',
  ].join('\n'),
  /** The browser tests' `fx_foreign_ok`: the copy-paste webpack config of docs/remote-contract.md, not minified. */
  foreignWebpack: [
    '/******/ 		const chunkLoadingGlobal = self["webpackChunkacme_fx_foreign_ok"] = self["webpackChunkacme_fx_foreign_ok"] || [];',
    '/******/ 		chunkLoadingGlobal.forEach(webpackJsonpCallback.bind(null, 0));',
    '/******/ 		chunkLoadingGlobal.push = webpackJsonpCallback.bind(null, chunkLoadingGlobal.push.bind(chunkLoadingGlobal));',
  ].join('\n'),
  /** The browser tests' `fx_rspack_ok`: the copy-paste Rspack config of docs/remote-contract.md, production. */
  foreignRspack:
    'a[o]);s&&s(__webpack_require__)}for(t&&t(r);l<i.length;l++)n=i[l],__webpack_require__.o(e,n)&&e[n]&&e[n][0](),' +
    'e[n]=0},r=self.webpackChunkacme_fx_rspack_ok=self.webpackChunkacme_fx_rspack_ok||[];r.forEach(t.bind(null,0)),' +
    'r.push=t.bind(null,r.push.bind(r))}',
  /**
   * The browser tests' `fx_vite_ok`, an ES-module entry: no chunk-loading global, and a `globalThis…||[]` that is not
   * one.
   */
  vite:
    'import{r as e,t}from"./assets/dist-bmN9n4qL.js";import{t as n}from"./assets/vite-preload-helper-DclECHGd.js";' +
    '({...e.global});var r=e.share;e.utils;var i={},a=new Set,o=new Map;' +
    'P=(e,t,n,r)=>{let i=j(e),a=i[t.canonical]||=Object.create(null);return a[n]=r,r},' +
    'F=globalThis.__FEDERATION__?.__INSTANCES__||[],te=n.find(e=>e?.from)?.from,ne=F.find(t=>t?.options?.name==',
} as const;
