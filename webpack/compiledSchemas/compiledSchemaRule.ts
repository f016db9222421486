import path from 'node:path';
import type { RuleSetRule } from 'webpack';
import type { CompiledSchemaLoaderOptions } from './compiledSchemaLoader';

/**
 * The rule that compiles `@mfp/shared`'s zod schemas for a browser build of the host (`compiledSchemaLoader`): the
 * host's own build and the single bundle `npm run bench` compares it with, so that both carry the same validation.
 * Not used by remote builds: the kit bundles their factories, and remotes validate nothing of the platform's.
 */
export function compiledSchemaRule(): RuleSetRule {
  const runtimeModule = require.resolve('@mfp/shared/validation');
  // `@mfp/shared`'s folder: the runtime's is `<shared>/src/validation/`.
  const sharedDir = path.dirname(path.dirname(path.dirname(runtimeModule))) + path.sep;
  const options: CompiledSchemaLoaderOptions = { runtimeModule, sharedDir };
  return {
    test: /\.ts$/,
    include: sharedDir,
    enforce: 'pre',
    use: { loader: path.join(__dirname, 'compiledSchemaLoader.ts'), options },
  };
}
