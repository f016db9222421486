import { MAX_MODULE_FILES, MAX_STYLESHEET_FILES } from '@mfp/shared/registry';
import type { GateRefusal } from './gateRefusal';
import type { SharedChunkGlobal } from './sharedChunkGlobal';
import { describeSharedChunkGlobal } from './sharedChunkGlobalMessage';
import type { NamedChunk } from './uncheckedChunks';
import { describeUnscopedStyles } from './unscopedStyleMessage';
import type { UnscopedStyles } from './unscopedStyles';

/** The problems found by reading the release's files one by one, each worded by its own check's message. */
export type FileCheckProblem =
  | GateRefusal<'modules-unrecordable', { count: number; unfit: string[] }>
  | GateRefusal<'styles-unrecordable', { count: number; unfit: string[] }>
  | GateRefusal<'chunks-unchecked', { chunks: NamedChunk[] }>
  | GateRefusal<'stylesheets-unchecked', { stylesheets: NamedChunk[] }>
  | GateRefusal<'unscoped-style', UnscopedStyles>
  | GateRefusal<'chunk-global-shared', SharedChunkGlobal>;

/** `a, b, c and 4 more`: a long list kept to one line. */
export function someOf(files: string[], shown = 3): string {
  const more = files.length - shown;
  return files.slice(0, shown).join(', ') + (more > 0 ? ` and ${more} more` : '');
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

/** What is wrong with a release's files, and how to fix it. */
export function describeFileCheckProblem(remote: string, problem: FileCheckProblem): string {
  switch (problem.kind) {
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
    case 'chunk-global-shared':
      return describeSharedChunkGlobal(remote, problem);
  }
}
