/**
 * `@mfp/remote-kit/postcss`: the PostCSS plugin that scopes a remote's stylesheets to its slot (docs/decisions/0059),
 * for builds that do not use the kit's factories: Vite (`css: { postcss: { plugins: [slotScope({ remote }) ] } }`)
 * or a webpack or Rspack config of one's own (postcss-loader). The kit's factories add it themselves.
 */
export { slotScope, type SlotScopeOptions, type SlotScopePlugin } from '@mfp/webpack-config/slotScope';
