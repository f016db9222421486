import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { Compilation, RuntimeGlobals, RuntimeModule, type Chunk, type Compiler } from 'webpack';
import { integrityOf, replaceInScripts } from './replaceInScripts';

/** The module type mini-css-extract-plugin gives the CSS it extracts (its `MODULE_TYPE`, not exported). */
const EXTRACTED_CSS = 'css/mini-extract';
/** Where the remote's runtime keeps each stylesheet's hash, by chunk id: the name Rspack's plugin gives its own. */
const HASHES = `${RuntimeGlobals.require}.sriCssHashes`;
const PLACEHOLDER_PREFIX = '*-*-*-STYLESHEET-SRI-HASH-';

/** What stands for a chunk's stylesheet hash in the runtime until the stylesheet's bytes are final. */
const stylesheetPlaceholder = (chunkId: string | number): string => `${PLACEHOLDER_PREFIX}${chunkId}*`;

/** Chunks loaded after the runtime whose CSS mini-css-extract-plugin extracts: the ones its runtime loads. */
function chunksWithStylesheets(compilation: Compilation, chunk: Chunk): Chunk[] {
  return [...chunk.getAllAsyncChunks()].filter((child) =>
    [...compilation.chunkGraph.getChunkModulesIterable(child)].some((module) => module.type === EXTRACTED_CSS),
  );
}

/** `__webpack_require__.sriCssHashes = { <chunk id>: <placeholder> }` for every stylesheet the runtime can load. */
class StylesheetHashesRuntimeModule extends RuntimeModule {
  constructor(private readonly chunkIds: (string | number)[]) {
    super('stylesheet integrity hashes', RuntimeModule.STAGE_BASIC);
  }

  override generate(): string {
    const hashes = Object.fromEntries(this.chunkIds.map((id) => [id, stylesheetPlaceholder(id)]));
    return `${HASHES} = ${JSON.stringify(hashes)};`;
  }
}

/**
 * Subresource Integrity for the stylesheets a remote's runtime loads, which webpack-subresource-integrity 5.1 leaves
 * out: it hooks only `<script>` and preload tags, and keeps one hash per chunk (docs/decisions/0054). The runtime in
 * `remoteEntry.js` gets each extracted stylesheet's SHA-384, and mini-css-extract-plugin's `<link>` gets it as
 * `integrity` with `crossorigin`, so the entry's integrity recorded at deploy covers the stylesheets too and the
 * browser refuses one changed since. Production builds only, like the script hashes: mini-css-extract-plugin swaps
 * stylesheets in place on hot updates.
 */
export class StylesheetIntegrityPlugin {
  apply(compiler: Compiler): void {
    const name = 'StylesheetIntegrityPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      if (compilation.options.mode === 'development') return;
      MiniCssExtractPlugin.getCompilationHooks(compilation).beforeTagInsert.tap(
        name,
        (source, { tag, chunkId }) =>
          `${source}${tag}.integrity = ${HASHES}[${chunkId}];\n${tag}.crossOrigin = "anonymous";\n`,
      );
      const added = new WeakSet<Chunk>();
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.ensureChunkHandlers).tap(name, (chunk) => {
        const ids = chunksWithStylesheets(compilation, chunk).flatMap((child) => (child.id === null ? [] : [child.id]));
        if (ids.length === 0 || added.has(chunk)) return;
        added.add(chunk);
        compilation.addRuntimeModule(chunk, new StylesheetHashesRuntimeModule(ids));
      });
      compilation.hooks.processAssets.tap(
        // Stylesheets are final after the minimizers; their hashes go in before the SRI plugin hashes the runtime.
        { name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE - 1 },
        (assets) => {
          const hashes = new Map<string, string>();
          for (const chunk of compilation.chunks) {
            const sheet = [...chunk.files].find((file) => file.endsWith('.css'));
            const asset = sheet === undefined ? undefined : assets[sheet];
            if (asset && chunk.id !== null) hashes.set(stylesheetPlaceholder(chunk.id), integrityOf(asset));
          }
          replaceInScripts(compilation, hashes);
          for (const [file, asset] of Object.entries(assets))
            if (file.endsWith('.js') && asset.source().toString().includes(PLACEHOLDER_PREFIX))
              compilation.errors.push(new compiler.webpack.WebpackError(`${file}: a stylesheet has no integrity`));
        },
      );
    });
  }
}
