import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Chunk, Compilation, Compiler } from 'webpack';

const PLUGIN_NAME = 'MfpPreloadBootChunksPlugin';

/**
 * The prefix of host code loaded only when it is needed, never at boot: its `import()` names its chunk `lazy-<name>`
 * (`webpackChunkName`). A lazy page, loaded when someone opens its route (the status page, docs/decisions/0046), or a
 * rare path (the check of a chunk that failed, decision 0057; the checks of an ES-module remote, decision 0055).
 */
const LAZY_CHUNK_PREFIX = 'lazy-';

/** A chunk only lazy pages load: every chunk group it is part of is one of theirs. */
const onlyForLazyPages = (chunk: Chunk) =>
  [...chunk.groupsIterable].every((group) => group.name?.startsWith(LAZY_CHUNK_PREFIX) ?? false);

/**
 * The files of the chunks the entry loads on its own as it starts: every chunk the entry chunk can load (the
 * bootstrap behind the async boundary, and the shared modules it consumes), skipping a chunk whose modules another
 * chosen chunk already has (`react-dom` and `react-dom/`, two share keys of one module, get a chunk each, and only
 * one of them is ever loaded), and chunks that only the host's lazy pages load (`LAZY_CHUNK_PREFIX`).
 */
function bootChunkFiles(compilation: Compilation, entryName: string): string[] {
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const covered = new Set<string>();
  const chosen: Chunk[] = [];
  const byId = (a: Chunk, b: Chunk) => String(a.id).localeCompare(String(b.id), 'en', { numeric: true });
  for (const chunk of [...entrypoint.getEntrypointChunk().getAllAsyncChunks()].sort(byId)) {
    if (onlyForLazyPages(chunk)) continue;
    const modules = compilation.chunkGraph.getChunkModules(chunk).map((module) => module.identifier());
    if (modules.length > 0 && modules.every((module) => covered.has(module))) continue;
    for (const module of modules) covered.add(module);
    chosen.push(chunk);
  }
  return chosen.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

export interface PreloadBootOptions {
  entryName: string;
  publicPath: string;
}

/**
 * Adds `<link rel="preload" as="script">` to the page for every chunk the entry loads as it starts, so the browser asks
 * for them with the entry script instead of one round trip later, once the entry has run and asked for them itself.
 *
 * A lazy page of the host itself (its chunk named `lazy-<page>`) is left out: shop pages must not download it. Remotes'
 * files are the server's to hint (it knows the registry and the route).
 */
export class PreloadBootChunksPlugin {
  constructor(private readonly options: PreloadBootOptions) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN_NAME, (groups) => {
        const links = bootChunkFiles(compilation, this.options.entryName).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${this.options.publicPath}${file}`,
          }),
        );
        groups.headTags.push(...links);
        return groups;
      });
    });
  }
}
