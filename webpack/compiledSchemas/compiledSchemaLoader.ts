import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoaderContext } from 'webpack';
import { UnsupportedSchemaError } from './describeSchema';
import { schemaModuleSource } from './schemaModuleSource';

/** How a module of `@mfp/shared` brings in zod: only such modules are compiled. */
const IMPORTS_ZOD = /from ['"]zod\/mini['"]/;

export interface CompiledSchemaLoaderOptions {
  /** Absolute path of `@mfp/shared/validation`'s entry, which the compiled module imports. */
  runtimeModule: string;
  /** Folder whose modules are read afresh on every build (a watching dev build sees a changed schema). */
  sharedDir: string;
}

/** Runs a module of `@mfp/shared` in this process, through the TypeScript hook the build runs under (tsx, Playwright). */
const runInNode = (file: string) => createRequire(__filename)(file) as Record<string, unknown>;

/** `file` and the files of `sharedDir` it loaded, as Node's module cache holds them. */
function loadedFiles(file: string, sharedDir: string, seen = new Set<string>()): Set<string> {
  const cached = require.cache[file];
  if (!cached || seen.has(file) || !file.startsWith(sharedDir)) return seen;
  seen.add(file);
  for (const child of cached.children) loadedFiles(child.filename, sharedDir, seen);
  return seen;
}

/**
 * webpack loader (enforced `pre`, before ts-loader) of the browser builds: a module of `@mfp/shared` that imports
 * `zod/mini` is run in Node, and its schemas are replaced by their plain descriptions (`schemaModuleSource`), so the
 * page carries no zod (docs/decisions/0039). The contract stays defined once, in zod. A module it cannot compile stays
 * as it is, with a warning naming why; e2e/buildOutputGuards.spec.ts then finds zod in the host's boot chunks.
 */
export default function compiledSchemaLoader(this: LoaderContext<CompiledSchemaLoaderOptions>, source: string): string {
  if (!IMPORTS_ZOD.test(source)) return source;
  const { runtimeModule, sharedDir } = this.getOptions();
  const file = this.resourcePath;
  const where = path.relative(path.dirname(sharedDir), file);
  // A watching build reads a changed schema afresh; a single build leaves the process's modules as they are.
  if (this._compiler?.watchMode) for (const loaded of loadedFiles(file, sharedDir)) delete require.cache[loaded];
  try {
    const compiled = schemaModuleSource(runInNode(file), runtimeModule, where);
    for (const dependency of loadedFiles(file, sharedDir)) this.addDependency(dependency);
    return compiled;
  } catch (error) {
    if (!(error instanceof UnsupportedSchemaError)) throw error;
    this.emitWarning(new Error(`${error.message}; ${where} keeps zod in the browser build`));
    return source;
  }
}
