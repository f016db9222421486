import { existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { jestModuleNameMapper, SHARED_ALIAS, SHARED_SOURCE_DIR, webpackAliases } from './aliases';
import { createBaseConfig } from './createBaseConfig';
import { repoRoot } from './repoRoot';

/** The three spellings of the `@mfp/shared` alias must send every import to the same file. */

const requests = [SHARED_ALIAS, `${SHARED_ALIAS}/registryTypes.ts`, `${SHARED_ALIAS}/failures/some/deep.ts`];

/** `compilerOptions.paths`, read the way tsc reads it (comments and trailing commas allowed). */
function tsconfigPaths(): Record<string, string[]> {
  const file = path.join(repoRoot, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return (config as { compilerOptions: { paths: Record<string, string[]> } }).compilerOptions.paths;
}

function viaTsconfig(request: string): string | undefined {
  for (const [pattern, [target]] of Object.entries(tsconfigPaths())) {
    if (target === undefined) continue;
    const [prefix = '', suffix = ''] = pattern.split('*');
    if (!pattern.includes('*')) {
      if (request === pattern) return path.resolve(repoRoot, target);
    } else if (request.startsWith(prefix) && request.endsWith(suffix)) {
      return path.resolve(repoRoot, target.replace('*', request.slice(prefix.length, request.length - suffix.length)));
    }
  }
  return undefined;
}

function viaJest(request: string): string | undefined {
  for (const [pattern, replacement] of Object.entries(jestModuleNameMapper)) {
    const match = new RegExp(pattern).exec(request);
    if (match) return replacement.replace(/\$(\d+)/g, (_, group: string) => match[Number(group)] ?? '');
  }
  return undefined;
}

/** webpack's alias replaces the prefix; a bare folder then resolves to its index with one of `resolve.extensions`. */
function viaWebpack(request: string): string | undefined {
  for (const [alias, target] of Object.entries(webpackAliases)) {
    if (request !== alias && !request.startsWith(`${alias}/`)) continue;
    const mapped = path.join(target, request.slice(alias.length));
    if (!request.endsWith('.ts') && !request.endsWith('.tsx')) {
      const { extensions = [] } =
        createBaseConfig({ packageDir: repoRoot, uniqueName: 't', mode: 'production', publicPath: '/' }).resolve ?? {};
      const index = extensions
        .map((extension) => path.join(mapped, `index${extension}`))
        .find((file) => existsSync(file));
      return index ?? mapped;
    }
    return mapped;
  }
  return undefined;
}

describe('the @mfp/shared alias', () => {
  it.each(requests)('maps %s to the same file in tsconfig.json, jest and webpack', (request) => {
    const expected = viaTsconfig(request);
    expect(expected).toBeDefined();
    expect(expected?.startsWith(SHARED_SOURCE_DIR)).toBe(true);
    expect(viaJest(request)).toBe(expected);
    expect(viaWebpack(request)).toBe(expected);
  });

  it('resolves the bare import to an existing entry file', () => {
    const entry = viaTsconfig(SHARED_ALIAS);
    expect(entry).toBe(path.join(SHARED_SOURCE_DIR, 'index.ts'));
    expect(existsSync(entry ?? '')).toBe(true);
  });

  it('declares both the bare and the subpath form in tsconfig.json', () => {
    expect(Object.keys(tsconfigPaths())).toEqual(expect.arrayContaining([SHARED_ALIAS, `${SHARED_ALIAS}/*`]));
  });
});
