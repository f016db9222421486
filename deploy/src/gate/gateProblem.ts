import { describeProblem, type CompatibilityProblem } from '@mfp/shared/compatibility';
import { compatibleKitRange, type GateRefusalKind } from '@mfp/shared/deploy';
import { REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import {
  describeServerBuildProblem,
  isServerBuildProblem,
  type ServerBuildProblem,
} from './serverBuild/serverBuildProblem';
import type { GateRefusal } from './gateRefusal';
import type { OverBudget } from './overBudget';
import { describeOverBudget } from './overBudgetMessage';
import { describeFileCheckProblem, someOf, type FileCheckProblem } from './fileCheckMessage';

/**
 * Why the gate refuses a release, one problem per kind of `GATE_REFUSALS` (`@mfp/shared/deploy`), which says what to
 * change for each and which decision set the rule; the server build's are `ServerBuildProblem`.
 */
export type GateProblem =
  | GateRefusal<'manifest-missing'>
  | GateRefusal<'manifest-invalid', { detail: string }>
  | GateRefusal<'name-mismatch', { manifestName: string }>
  | GateRefusal<'expose-missing', { module: string; exposed: string[] }>
  | GateRefusal<'shared-incompatible', { problem: CompatibilityProblem }>
  | GateRefusal<'file-outside', { file: string; namedBy: string }>
  | GateRefusal<'file-missing', { file: string; namedBy: string }>
  | GateRefusal<'source-maps-public', { maps: string[]; comments: string[] }>
  | GateRefusal<'entry-unverifiable', { type: string }>
  | GateRefusal<'kit-incompatible', { detail: string }>
  | FileCheckProblem
  | GateRefusal<'over-budget', OverBudget>
  | ServerBuildProblem;

/** `Missing` must be empty: a row of `GATE_REFUSALS` that no problem above raises fails to compile here. */
type EveryRowRaised<Missing extends never> = Missing;

export type GateProblemKind = GateProblem['kind'] | EveryRowRaised<Exclude<GateRefusalKind, GateProblem['kind']>>;

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
    case 'styles-unrecordable':
    case 'chunks-unchecked':
    case 'stylesheets-unchecked':
    case 'unscoped-style':
    case 'chunk-global-shared':
      return describeFileCheckProblem(remote, problem);
    case 'kit-incompatible':
      return (
        `the remote was built for another platform: ${problem.detail}. Install ${compatibleKitRange()} ` +
        `(npm install --save-dev "${compatibleKitRange()}") and build again`
      );
  }
}
