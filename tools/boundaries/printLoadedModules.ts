import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Child process of `nodeLoadsNoReact.slow.test.ts`: requires each argument (a path relative to the working directory, or a
 * package specifier) and prints every module Node then holds in its CommonJS cache, as a JSON array of absolute paths.
 * Run it with `node --require tsx/cjs` so that TypeScript files load through the CommonJS loader, which fills that cache.
 * Not covered: modules an entry would only load later through `import()`; the entries must load their graph eagerly.
 */
const load = createRequire(__filename);
for (const entry of process.argv.slice(2)) {
  load(entry.startsWith('.') || path.isAbsolute(entry) ? path.resolve(entry) : entry);
}
process.stdout.write(JSON.stringify(Object.keys(load.cache)));
