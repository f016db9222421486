import { BUILT_ENTRIES } from '../testing/builtEntries';
import { chunkLoadingGlobals } from './chunkLoadingGlobal';

describe('chunkLoadingGlobals, on the entries real builds write', () => {
  it.each([
    ['the kit, webpack, production', BUILT_ENTRIES.kitWebpackProduction, 'webpackChunkmfp_remote_catalog_712121ff'],
    ['the kit, Rspack, production', BUILT_ENTRIES.kitRspackProduction, 'webpackChunkmfp_remote_catalog_712121ff'],
    ['the kit, Rspack, development', BUILT_ENTRIES.kitRspackDevelopment, 'webpackChunkmfp_remote_catalog_5e0a2ae0'],
    ['the documented webpack config', BUILT_ENTRIES.foreignWebpack, 'webpackChunkacme_fx_foreign_ok'],
    ['the documented Rspack config', BUILT_ENTRIES.foreignRspack, 'webpackChunkacme_fx_rspack_ok'],
    [
      'webpack with globalThis and a chunkLoadingGlobal of its own',
      BUILT_ENTRIES.kitWebpackGlobalThis,
      'acme-catalog-chunks',
    ],
  ])('finds the one global of %s', (_build, entry, global) => {
    expect(chunkLoadingGlobals(entry)).toEqual([global]);
  });

  it("finds none in a Vite entry, whose `globalThis.__FEDERATION__?.__INSTANCES__||[]` is the federation runtime's", () => {
    expect(chunkLoadingGlobals(BUILT_ENTRIES.vite)).toEqual([]);
  });

  it('finds none in a chunk, which pushes itself into the global and sets nothing up', () => {
    // The first bytes of the kit's Rspack chunk 164.ac8c64b1.js.
    const chunk =
      '"use strict";(self.webpackChunkmfp_remote_catalog_712121ff=self.webpackChunkmfp_remote_catalog_712121ff||[])' +
      '.push([["164"],{';
    expect(chunkLoadingGlobals(chunk)).toEqual([]);
  });

  it('keeps out an array set up on its own, or another property read back', () => {
    expect(chunkLoadingGlobals('window.dataLayer=window.dataLayer||[];')).toEqual([]);
    expect(chunkLoadingGlobals('n=self.webpackChunka=self.webpackChunkb||[]')).toEqual([]);
  });
});
