import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** What a module imports for its values (type-only imports are erased), by request, as written. */
function valueImportsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const requests: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly === true ||
        (clause !== undefined &&
          clause.name === undefined &&
          named !== undefined &&
          ts.isNamedImports(named) &&
          named.elements.length > 0 &&
          named.elements.every((element) => element.isTypeOnly));
      if (!onlyTypes && ts.isStringLiteral(statement.moduleSpecifier)) requests.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier) {
      if (ts.isStringLiteral(statement.moduleSpecifier)) requests.push(statement.moduleSpecifier.text);
    }
  }
  return requests;
}

/** The file a request of this repository's browser code names, or undefined for a package outside it. */
function resolveRequest(from: string, request: string, repoRoot: string): string | undefined {
  let base: string | undefined;
  if (request.startsWith('.')) base = path.resolve(path.dirname(from), request);
  else if (request.startsWith('@mfp/shared/')) base = path.join(repoRoot, 'shared', 'src', request.split('/')[2] ?? '');
  if (!base) return undefined;
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
}

/**
 * Every chain of static value imports from `entry` that ends at a request `forbidden` matches, as
 * `file → file → request` (files relative to `repoRoot`). Dynamic `import()` is not followed: it is the async boundary.
 */
export function forbiddenImportChains(entry: string, forbidden: RegExp, repoRoot: string): string[] {
  const chains: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const here = [...trail, path.relative(repoRoot, file)];
    for (const request of valueImportsOf(file)) {
      if (forbidden.test(request)) chains.push([...here, request].join(' → '));
      const next = resolveRequest(file, request, repoRoot);
      if (next) visit(next, here);
    }
  };
  visit(entry, []);
  return chains;
}
