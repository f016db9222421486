import path from 'node:path';
import { repoRoot } from './repoRoot';

/**
 * The one alias scheme for the `shared/` workspace. tsconfig.json `paths` and jest's `moduleNameMapper` spell the same
 * mapping; `aliases.test.ts` fails when they drift apart.
 */
export const SHARED_ALIAS = '@mfp/shared';
export const SHARED_SOURCE_DIR = path.join(repoRoot, 'shared', 'src');

export const webpackAliases: Record<string, string> = { [SHARED_ALIAS]: SHARED_SOURCE_DIR };

export const jestModuleNameMapper: Record<string, string> = {
  [`^${SHARED_ALIAS}$`]: path.join(SHARED_SOURCE_DIR, 'index.ts'),
  [`^${SHARED_ALIAS}/(.*)$`]: path.join(SHARED_SOURCE_DIR, '$1'),
};
