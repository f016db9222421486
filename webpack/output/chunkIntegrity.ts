import { SubresourceIntegrityPlugin } from 'webpack-subresource-integrity';
import { Compilation, sources, type Compiler, type WebpackPluginInstance } from 'webpack';
import { ScriptHashPerChunkPlugin, SRI_PLACEHOLDER_PREFIX } from './scriptHashPerChunk';
import { StylesheetIntegrityPlugin } from './stylesheetIntegrity';
/** One `<chunk id>: "<placeholder>"` pair of the chunk-hash map, as written or as minified, with the commas around it. */
const PLACEHOLDER_PAIR = /(,?)(?:"([^"]+)"|([\w$]+)):"\*-\*-\*-CHUNK-SRI-HASH-[^"]*"(,?)/g;

/** `code` without the placeholder pairs of the chunks in `fileless` (ids as strings); other code is left as it is. */
export function withoutFilelessPlaceholders(code: string, fileless: ReadonlySet<string>): string {
  if (!code.includes(SRI_PLACEHOLDER_PREFIX)) return code;
  return code.replace(PLACEHOLDER_PAIR, (pair, before: string, quoted?: string, bare?: string, after?: string) => {
    if (!fileless.has(quoted ?? bare ?? '')) return pair;
    // Between two pairs, one comma stays; first or last in the map, none.
    return before && after ? ',' : '';
  });
}

/**
 * Drops the hash placeholders webpack-subresource-integrity leaves for chunks that have no file. The federation plugin
 * makes such chunks (of shared and remote modules only, which emit no JavaScript), webpack never requests them, and
 * the SRI plugin, which cannot hash a file that does not exist, fails the build over their placeholders
 * (waysact/webpack-subresource-integrity#176). A placeholder of a chunk that has a file is left alone, so the SRI
 * plugin's own check still fails the build for it.
 */
class FilelessChunkPlaceholdersPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const name = 'FilelessChunkPlaceholdersPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the SRI plugin has put in the hashes it knows, before it checks that none is left.
        { name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1 },
        (assets) => {
          const fileless = new Set(
            [...compilation.chunks].filter((chunk) => chunk.files.size === 0).map((chunk) => String(chunk.id)),
          );
          for (const [file, asset] of Object.entries(assets)) {
            if (!file.endsWith('.js')) continue;
            const text = asset.source().toString();
            const cleaned = withoutFilelessPlaceholders(text, fileless);
            if (cleaned !== text) compilation.updateAsset(file, new sources.RawSource(cleaned));
          }
        },
      );
    });
  }
}

/**
 * Subresource Integrity for the chunks a remote's webpack runtime loads (the expose and its dependencies): the runtime
 * in `remoteEntry.js` holds each chunk's SHA-384 and sets it, with `crossorigin`, on the chunk's script, and each
 * extracted stylesheet's on its `<link>`, so the integrity recorded for `remoteEntry.js` at deploy covers them too
 * (docs/decisions/0018, 0031, 0054). Production builds only: the plugins turn themselves off in development mode,
 * where hot updates change the files. Spread into a remote config.
 */
export function chunkIntegrity(): { crossOriginLoading: 'anonymous'; plugins: WebpackPluginInstance[] } {
  return {
    crossOriginLoading: 'anonymous',
    plugins: [
      new SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'] }),
      new ScriptHashPerChunkPlugin(),
      new FilelessChunkPlaceholdersPlugin(),
      new StylesheetIntegrityPlugin(),
    ],
  };
}
