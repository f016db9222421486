import path from 'node:path';
import ts from 'typescript';

/** The repository's TypeScript projects (tsconfig.<name>.json): each kind of code, with its own `lib` and `types`. */
export type TypeScriptProject = 'browser' | 'node' | 'test.browser' | 'test.node' | 'e2e';

/**
 * The `include` globs of one TypeScript project: where that kind of code lives, said once. Every TypeScript file is in
 * exactly one project (`tools/boundaries/typescriptProjects.test.ts`), so a new package is placed there or the type
 * checks fail; jest's projects and the long-function guard take their folders from here, and so cannot miss it.
 */
export function typescriptProjectIncludes(project: TypeScriptProject, root: string): string[] {
  const file = path.join(root, `tsconfig.${project}.json`);
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile) as {
    config?: { include?: unknown };
    error?: ts.Diagnostic;
  };
  if (error) throw new Error(`${file}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  const include = config?.include;
  if (!Array.isArray(include) || !include.every((glob): glob is string => typeof glob === 'string'))
    throw new Error(`${file}: "include" must be a list of globs`);
  return include;
}
