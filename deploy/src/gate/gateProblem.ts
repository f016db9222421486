import { describeProblem, type CompatibilityProblem } from '@mfp/shared/compatibility';
import { compatibleKitRange } from '@mfp/shared/deploy';
import { MAX_MODULE_FILES, MAX_STYLESHEET_FILES } from '@mfp/shared/registry';
import { REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import {
  describeServerBuildProblem,
  isServerBuildProblem,
  type ServerBuildProblem,
} from './serverBuild/serverBuildProblem';
import type { OverBudget } from './overBudget';
import { describeOverBudget } from './overBudgetMessage';
import type { NamedChunk } from './uncheckedChunks';
import { describeUnscopedStyles } from './unscopedStyleMessage';
import type { UnscopedStyles } from './unscopedStyles';

/**
 * Why the gate refuses a release, one kind per problem, each named by a stable kind:
 * - `manifest-missing`: no `mf-manifest.json` at the top of the release;
 * - `manifest-invalid`: not JSON, or not the shape `@module-federation/enhanced` writes;
 * - `name-mismatch`: the manifest's federation name is not the remote's name, so the host could not register it;
 * - `expose-missing`: the module the registry names (`./App` by contract) is not exposed;
 * - `shared-incompatible`: a hard problem of the compatibility check, which the host would refuse at load;
 * - `file-outside`: the manifest names a file outside the release (absolute, `..`, a URL);
 * - `file-missing`: the manifest names a file the release does not have;
 * - `source-maps-public`: the release would publish source maps (decision 0017), as `.map` files or as
 *   `sourceMappingURL` comments pointing at a map inside it or inlining one. One problem for all of them: one fix;
 * - `entry-unverifiable`: the entry is neither a classic script nor an ES module (SystemJS), which a production host
 *   refuses because it cannot enforce the entry's integrity (decision 0029);
 * - `modules-unrecordable`: the entry is an ES module, and the deploy cannot record the integrity of every JavaScript
 *   file of the release in its registry entry (too many, or a path a registry entry cannot carry), so a production host
 *   would refuse it as entry-unverifiable (decision 0055);
 * - `styles-unrecordable`: the same for the release's stylesheets (`.css`), which the host applies with their integrity
 *   before the entry is imported (decision 0058);
 * - `chunks-unchecked`: the entry does not hold the SHA-384 of scripts the manifest names, so the remote's runtime
 *   would load them without integrity and a copy changed after the deploy would run (decision 0031);
 * - `stylesheets-unchecked`: the entry does not hold the SHA-384 of stylesheets the manifest names, so the remote's
 *   runtime would load them without integrity and a copy changed after the deploy would restyle the page (decision
 *   0054);
 * - `unscoped-style`: a rule of the release's stylesheets can style something outside the remote's slot (a selector
 *   the slot does not bound, a global name not the remote's, an at-rule for the whole page), or a stylesheet does not
 *   parse; the first leaks are listed, the rest counted (docs/decisions/0059);
 * - `over-budget`: the release's critical path (manifest, entry, the files its first render loads) weighs more gzip
 *   bytes than the remote's budget (`npm run remotes -- budget`, decision 0072); checked only when it has one;
 * - `kit-incompatible`: the release's kit stamp (`mfp-kit.json`) cannot be read or names another contract version
 *   than this platform's, so the remote was built for another host;
 * - `server-build-invalid`, `server-shared-incompatible`, `server-node-builtin`, `server-module-unprovided`: the
 *   release's server build cannot run in the host's server realm (`ServerBuildProblem`, decision 0063).
 */
export type GateProblem =
  | { kind: 'manifest-missing' }
  | { kind: 'manifest-invalid'; detail: string }
  | { kind: 'name-mismatch'; manifestName: string }
  | { kind: 'expose-missing'; module: string; exposed: string[] }
  | { kind: 'shared-incompatible'; problem: CompatibilityProblem }
  | { kind: 'file-outside'; file: string; namedBy: string }
  | { kind: 'file-missing'; file: string; namedBy: string }
  | { kind: 'source-maps-public'; maps: string[]; comments: string[] }
  | { kind: 'entry-unverifiable'; type: string }
  | { kind: 'modules-unrecordable'; count: number; unfit: string[] }
  | { kind: 'styles-unrecordable'; count: number; unfit: string[] }
  | { kind: 'chunks-unchecked'; chunks: NamedChunk[] }
  | { kind: 'stylesheets-unchecked'; stylesheets: NamedChunk[] }
  | ({ kind: 'unscoped-style' } & UnscopedStyles)
  | { kind: 'kit-incompatible'; detail: string }
  | ({ kind: 'over-budget' } & OverBudget)
  | ServerBuildProblem;

export type GateProblemKind = GateProblem['kind'];

/** `a, b, c and 4 more`: a long list kept to one line. */
function someOf(files: string[], shown = 3): string {
  const more = files.length - shown;
  return files.slice(0, shown).join(', ') + (more > 0 ? ` and ${more} more` : '');
}

function describePublicSourceMaps({ maps, comments }: { maps: string[]; comments: string[] }): string {
  const found = [
    ...(maps.length > 0 ? [`${maps.length} .map file${maps.length === 1 ? '' : 's'} (${someOf(maps)})`] : []),
    ...(comments.length > 0
      ? [`a sourceMappingURL comment publishing a map in ${comments.length} file(s) (${someOf(comments)})`]
      : []),
  ];
  return (
    `the release publishes source maps: ${found.join(' and ')}; they give anyone the full sources and the build ` +
    `machine's paths (docs/decisions/0017). Keep maps out of the build folder: webpack or Rspack devtool: false, or ` +
    `'hidden-source-map' with output.sourceMapFilename outside it (e.g. '../sourcemaps/[file].map'); Vite ` +
    `build.sourcemap: false, or 'hidden' and move the .map files out before deploying`
  );
}

const named = (files: NamedChunk[]) => someOf(files.map((file) => `${file.file} (${file.namedBy})`));

function describeUncheckedScripts(chunks: NamedChunk[]): string {
  return (
    `the entry does not carry the integrity of ${chunks.length} script(s) the manifest names (${named(chunks)}): ` +
    `the browser would run them unchecked, even if changed after the deploy (docs/decisions/0031). Build with ` +
    `subresource integrity and output.crossOriginLoading 'anonymous': webpack-subresource-integrity for webpack, ` +
    `rspack.SubresourceIntegrityPlugin for Rspack, in production mode (docs/remote-contract.md)`
  );
}

function describeUncheckedStylesheets(stylesheets: NamedChunk[]): string {
  return (
    `the entry does not carry the integrity of ${stylesheets.length} stylesheet(s) the manifest names ` +
    `(${named(stylesheets)}): the browser would apply them unchecked, even if changed after the deploy ` +
    `(docs/decisions/0054). Build with the kit's createRemoteConfig or createRspackRemoteConfig, which extract CSS ` +
    `and give each <link> its integrity; in a config of your own: for Rspack, rspack.CssExtractRspackPlugin with ` +
    `rspack.SubresourceIntegrityPlugin; for webpack, mini-css-extract-plugin with the kit's ` +
    `StylesheetIntegrityPlugin, not experiments.css (docs/remote-contract.md)`
  );
}

function describeUnrecordableModules({ count, unfit }: { count: number; unfit: string[] }): string {
  const why =
    unfit.length > 0
      ? `${someOf(unfit)} ${unfit.length === 1 ? 'has a path' : 'have paths'} a registry entry cannot carry (a ` +
        `segment starting with a dot, or characters outside letters, digits and ._~@+-)`
      : `the release has ${count} JavaScript files besides the entry, more than ${MAX_MODULE_FILES}`;
  return (
    `the entry is an ES module, so the host checks every JavaScript file of the release against the integrity ` +
    `recorded at deploy, and it cannot record them: ${why}; a production host would refuse it as entry-unverifiable ` +
    `(docs/decisions/0055). Keep the build's chunks under assets/ with Vite's default names, and fewer (merge them ` +
    `with build.rolldownOptions.output codeSplitting), see docs/remote-contract.md`
  );
}

function describeUnrecordableStylesheets({ count, unfit }: { count: number; unfit: string[] }): string {
  const why =
    unfit.length > 0
      ? `${someOf(unfit)} ${unfit.length === 1 ? 'has a path' : 'have paths'} a registry entry cannot carry`
      : `the release has ${count} stylesheets, more than ${MAX_STYLESHEET_FILES}`;
  return (
    `the entry is an ES module, so the host applies every stylesheet of the release with the integrity recorded at ` +
    `deploy, and it cannot record them: ${why}; a production host would refuse it as entry-unverifiable ` +
    `(docs/decisions/0058). Keep the CSS under assets/ with Vite's default names, and fewer files (import it from ` +
    `fewer chunks, or set build.cssCodeSplit: false for one file), see docs/remote-contract.md`
  );
}

/** One line per problem: what is wrong with `remote`'s release, then how to fix it. */
export function describeGateProblem(remote: string, problem: GateProblem): string {
  if (problem.kind === 'over-budget') return describeOverBudget(remote, problem);
  return isServerBuildProblem(problem)
    ? describeServerBuildProblem(remote, problem)
    : describeBrowserBuildProblem(remote, problem);
}

/** The problems of the browser build's files, each described below. */
type BrowserBuildProblem = Exclude<GateProblem, ServerBuildProblem | { kind: 'over-budget' }>;

function describeBrowserBuildProblem(remote: string, problem: BrowserBuildProblem): string {
  switch (problem.kind) {
    case 'manifest-missing':
      return (
        `${REMOTE_MANIFEST_FILE} is missing: the host finds a remote through it. Build with the federation plugin's ` +
        `manifest option (createRemoteConfig does), see docs/remote-contract.md`
      );
    case 'manifest-invalid':
      return (
        `${REMOTE_MANIFEST_FILE} is not a federation manifest (${problem.detail}). Rebuild with ` +
        `@module-federation/enhanced; do not edit the manifest by hand`
      );
    case 'name-mismatch':
      return (
        `${REMOTE_MANIFEST_FILE} names the container "${problem.manifestName}", not "${remote}": the host registers ` +
        `it as "${remote}". Set name: '${remote}' in the remote's webpack config, or deploy it as ` +
        `${problem.manifestName}`
      );
    case 'expose-missing':
      return (
        `the manifest does not expose ${problem.module} (it exposes ${problem.exposed.join(', ') || 'nothing'}): the ` +
        `host mounts ${problem.module}. Add exposes: { '${problem.module}': './src/App.tsx' } to the webpack config`
      );
    case 'shared-incompatible':
      return `${describeProblem(remote, problem.problem)}: the host would refuse it as shared-incompatible`;
    case 'file-outside':
      return (
        `the manifest names ${JSON.stringify(problem.file)} (${problem.namedBy}), which is not a file inside the ` +
        `release: every file must be published with it. Keep publicPath 'auto' and relative file names`
      );
    case 'file-missing':
      return (
        `the manifest names ${problem.file} (${problem.namedBy}), which the release does not have: the host would ` +
        `fail to load it. Rebuild the remote from a clean dist folder, and do not delete files from the build`
      );
    case 'source-maps-public':
      return describePublicSourceMaps(problem);
    case 'entry-unverifiable':
      return (
        `the manifest's entry is of type "${problem.type}" (metaData.remoteEntry.type): a production host cannot ` +
        `enforce its integrity and refuses it as entry-unverifiable (docs/decisions/0029). Build the remote with ` +
        `webpack 5 or Rspack (a classic script) or Vite (an ES module), see docs/remote-contract.md`
      );
    case 'modules-unrecordable':
      return describeUnrecordableModules(problem);
    case 'styles-unrecordable':
      return describeUnrecordableStylesheets(problem);
    case 'chunks-unchecked':
      return describeUncheckedScripts(problem.chunks);
    case 'stylesheets-unchecked':
      return describeUncheckedStylesheets(problem.stylesheets);
    case 'unscoped-style':
      return describeUnscopedStyles(remote, problem);
    case 'kit-incompatible':
      return (
        `the remote was built for another platform: ${problem.detail}. Install ${compatibleKitRange()} ` +
        `(npm install --save-dev "${compatibleKitRange()}") and build again`
      );
  }
}
