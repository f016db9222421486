import { createHash } from 'node:crypto';
import type { Compilation, sources } from 'webpack';

/** The `sha384-…` integrity of an asset's bytes as they will be written: what the browser checks. */
export const integrityOf = (asset: sources.Source): string =>
  `sha384-${createHash('sha384').update(asset.buffer()).digest('base64')}`;

/**
 * Replaces each placeholder of `values` by its value in every script of the compilation that holds it, keeping the
 * script's source map (`ReplaceSource`). Other scripts are not touched.
 */
export function replaceInScripts(compilation: Compilation, values: ReadonlyMap<string, string>): void {
  if (values.size === 0) return;
  const { ReplaceSource } = compilation.compiler.webpack.sources;
  for (const [file, asset] of Object.entries(compilation.assets)) {
    if (!file.endsWith('.js')) continue;
    const text = asset.source().toString();
    let replaced: InstanceType<typeof ReplaceSource> | undefined;
    for (const [placeholder, value] of values) {
      for (let at = text.indexOf(placeholder); at >= 0; at = text.indexOf(placeholder, at + placeholder.length)) {
        replaced ??= new ReplaceSource(asset, file);
        replaced.replace(at, at + placeholder.length - 1, value);
      }
    }
    if (replaced) compilation.updateAsset(file, replaced);
  }
}
