import { createHash } from 'node:crypto';
import { Compilation, type Compiler } from 'webpack';
import { integrityOf, replaceInScripts } from './replaceInScripts';

/** What webpack-subresource-integrity 5.1 writes in place of a chunk's hash until it knows it (its `util.js`). */
export const SRI_PLACEHOLDER_PREFIX = '*-*-*-CHUNK-SRI-HASH-';

/** The placeholder webpack-subresource-integrity 5.1 writes for a chunk's hash (its `makePlaceholder`, for sha384). */
export function sriPlaceholder(chunkId: string | number): string {
  const filler = createHash('sha384').update(`${SRI_PLACEHOLDER_PREFIX}${chunkId}`).digest('base64');
  return SRI_PLACEHOLDER_PREFIX + `sha384-${filler}`.slice(SRI_PLACEHOLDER_PREFIX.length);
}

/**
 * Puts each chunk's script hash into the runtime's chunk-hash map before webpack-subresource-integrity does. The SRI
 * plugin keeps one hash per chunk and sets it from each of the chunk's files in turn, so a chunk with a stylesheet got
 * the hash of whichever file came last: with webpack's own CSS (`experiments.css`, on by default in 5.111 when no rule
 * handles `.css`) the stylesheet, so the browser would refuse the chunk's script and the deploy gate refused the build
 * (docs/decisions/0054). A script's bytes are final here (after the minimizers); a chunk with a runtime of its own, or
 * with more than one script, is left to the SRI plugin.
 */
export class ScriptHashPerChunkPlugin {
  apply(compiler: Compiler): void {
    const name = 'ScriptHashPerChunkPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      if (compilation.options.mode === 'development') return;
      compilation.hooks.processAssets.tap(
        { name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE - 1 },
        (assets) => {
          const hashes = new Map<string, string>();
          for (const chunk of compilation.chunks) {
            const scripts = [...chunk.files].filter((file) => file.endsWith('.js'));
            const asset = scripts.length === 1 ? assets[scripts[0]!] : undefined;
            if (!asset || chunk.id === null || chunk.hasRuntime()) continue;
            if (!asset.source().toString().includes(SRI_PLACEHOLDER_PREFIX))
              hashes.set(sriPlaceholder(chunk.id), integrityOf(asset));
          }
          replaceInScripts(compilation, hashes);
        },
      );
    });
  }
}
