import { MAX_MODULE_FILES, MAX_STYLESHEET_FILES } from '../registry/registrySchema';

/** One refusal of the gate: what the team changes to pass it, and the decision that set the rule, if one did. */
interface GateRefusal {
  change: string;
  /** The number of the decision record (`docs/decisions/<number>-*.md`). */
  decision?: string;
}

/**
 * Every way the deploy gate refuses a release, by the stable kind its answer, the history and `npm run deploy` name
 * it with. The gate's problems take their kinds from here (`deploy/src/gate/gateRefusal.ts`), so a new refusal
 * cannot ship without its row, and `tools/docs/gateRefusalsTable.test.ts` holds the docs to it. Each problem's
 * message says more than its row: which files, which versions, the config to add.
 */
export const GATE_REFUSALS = {
  'manifest-missing': { change: "Write `mf-manifest.json`: the federation plugin's manifest option (the kit does)" },
  'manifest-invalid': { change: 'Rebuild with `@module-federation/enhanced`; never edit the manifest by hand' },
  'name-mismatch': { change: "Give the container the remote's name, or deploy it under the manifest's name" },
  'expose-missing': { change: 'Expose `./App`, the module the host mounts' },
  'shared-incompatible': {
    change: 'Share the singletons (React, react-router) at versions the host serves, as the message names them',
    decision: '0011',
  },
  'file-outside': { change: "Keep `publicPath: 'auto'` and file names relative to the release" },
  'file-missing': { change: 'Rebuild from a clean build folder, and delete no file of the build' },
  'source-maps-public': {
    change: 'Keep source maps out of the build folder (no `.map` file, no `sourceMappingURL` to one)',
    decision: '0017',
  },
  'entry-unverifiable': {
    change: 'Build a classic-script entry (webpack 5, Rspack) or an ES module (Vite), not SystemJS',
    decision: '0029',
  },
  'modules-unrecordable': {
    change: `Keep an ES-module entry's JavaScript under \`assets/\` with Vite's names, ${MAX_MODULE_FILES} files at most`,
    decision: '0055',
  },
  'styles-unrecordable': {
    change: `Keep an ES-module entry's CSS under \`assets/\` with Vite's names, ${MAX_STYLESHEET_FILES} files at most`,
    decision: '0058',
  },
  'chunks-unchecked': {
    change: "Build with subresource integrity and `crossOriginLoading: 'anonymous'`, in production mode",
    decision: '0031',
  },
  'stylesheets-unchecked': {
    change: "Extract CSS with the kit's factories, or give each stylesheet its integrity (`StylesheetIntegrityPlugin`)",
    decision: '0054',
  },
  'unscoped-style': {
    change: "Scope every rule to the slot: the kit's factories, or `slotScope` from `@mfp/remote-kit/postcss`",
    decision: '0059',
  },
  'over-budget': {
    change: "Make the critical path's files smaller, or ask the platform team for a larger budget",
    decision: '0072',
  },
  'kit-incompatible': { change: "Build with the kit of this platform's contract version", decision: '0038' },
  'chunk-global-shared': {
    change: "Give every build an `output.uniqueName` of its own, so its chunk-loading global is not the live release's",
    decision: '0097',
  },
  'server-build-invalid': {
    change: "Build the server build with the kit's factories, or build none (`serverBuild: false`)",
    decision: '0063',
  },
  'server-shared-incompatible': {
    change: 'Build the server build against the shared versions the host serves',
    decision: '0063',
  },
  'server-node-builtin': {
    change: "Keep Node's modules out of `./App` and what it imports (behind `fetch()`, or in the bootstrap)",
    decision: '0063',
  },
  'server-module-unprovided': {
    change: 'Bundle the module into `./App`, or import it only from the browser-only bootstrap',
    decision: '0063',
  },
} as const satisfies Record<string, GateRefusal>;

export type GateRefusalKind = keyof typeof GATE_REFUSALS;
