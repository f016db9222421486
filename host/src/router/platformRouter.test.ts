import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as reactRouter from 'react-router';
import ts from 'typescript';

/**
 * The host provides `platformRouter.ts` as `react-router` (decision 0022): a name missing from it is `undefined` in
 * every remote at run time, with no build error. So the surface is checked here, statically: it exports exactly the
 * names docs/remote-contract.md lists, and the code of this repository (host, remotes, fixture remotes and the files
 * `npm run new:remote` writes) imports nothing else from react-router. Unit tests are left out: jest gives them the
 * whole package, not the host's share.
 */
const repoRoot = path.resolve(__dirname, '..', '..', '..');
const SURFACE_FILE = path.join(__dirname, 'platformRouter.ts');
const SURFACE_REQUEST = 'mfp-bundled-react-router';
const CONTRACT_FILE = path.join(repoRoot, 'docs', 'remote-contract.md');
const SCAFFOLD_FILE = path.join(repoRoot, 'scripts', 'dev', 'scaffold', 'remoteFiles.ts');
const SOURCE_ROOTS = ['host/src', 'remotes', 'e2e/fixtures/remote-template/src', 'e2e/fixtures/foreign-app/src'];

const parse = (fileName: string, text: string) =>
  ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

const moduleOf = (node: ts.ImportDeclaration | ts.ExportDeclaration) =>
  node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : undefined;

/** The value names a file imports or re-exports from `react-router`; a namespace or default import is `*`. */
function routerValueImports(source: ts.SourceFile): string[] {
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && moduleOf(statement) === 'react-router') {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) names.push('*');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
        }
      }
    }
    if (ts.isExportDeclaration(statement) && moduleOf(statement) === 'react-router' && !statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (!clause || !ts.isNamedExports(clause)) names.push('*');
      else for (const element of clause.elements) names.push((element.propertyName ?? element.name).text);
    }
  }
  return names;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    // `serverRendering/` runs on the host server only (decision 0064), with the installed react-router: never bundled.
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'serverRendering'].includes(entry.name) ? [] : sourceFiles(full);
    // The bench's server-rendered single bundle is built for Node with the installed react-router (decision 0067).
    if (entry.name === 'singleBundleServer.ts') return [];
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [full]
      : [];
  });
}

/** The sources `npm run new:remote` writes: the template literals of the scaffold, each parsed as a file. */
function scaffoldSources(): ts.SourceFile[] {
  const scaffold = parse(SCAFFOLD_FILE, readFileSync(SCAFFOLD_FILE, 'utf8'));
  const templates: ts.SourceFile[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      templates.push(parse(`${SCAFFOLD_FILE}:${node.getStart()}`, node.getText().slice(1, -1)));
    }
    ts.forEachChild(node, visit);
  };
  visit(scaffold);
  return templates;
}

function surfaceExports(): string[] {
  const source = parse(SURFACE_FILE, readFileSync(SURFACE_FILE, 'utf8'));
  return source.statements.flatMap((statement) => {
    if (!ts.isExportDeclaration(statement)) return [];
    if (
      moduleOf(statement) !== SURFACE_REQUEST ||
      !statement.exportClause ||
      !ts.isNamedExports(statement.exportClause)
    ) {
      throw new Error(`platformRouter.ts may only re-export named values from '${SURFACE_REQUEST}'`);
    }
    return statement.exportClause.elements.map((element) => element.name.text);
  });
}

/** The names between the contract's `router-surface` markers, each written as `Name`. */
function documentedSurface(): string[] {
  const contract = readFileSync(CONTRACT_FILE, 'utf8');
  const section = /<!-- router-surface -->([\s\S]*?)<!-- \/router-surface -->/.exec(contract)?.[1];
  if (section === undefined) throw new Error('docs/remote-contract.md lost its <!-- router-surface --> markers');
  return [...section.matchAll(/`(\w+)`/g)].map((match) => match[1] ?? '');
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

describe('the router surface the host provides as react-router', () => {
  it('exports exactly the names docs/remote-contract.md lists', () => {
    expect(surfaceExports().length).toBeGreaterThan(0);
    expect(sorted(surfaceExports())).toEqual(sorted(documentedSurface()));
  });

  it('exports only names the installed react-router has, each once', () => {
    const names = surfaceExports();
    expect(names).toEqual(sorted(names));
    expect(names.filter((name) => !(name in reactRouter))).toEqual([]);
  });

  it('covers every react-router value the host, the remotes and the fixture remotes import', () => {
    const surface = new Set(surfaceExports());
    const outside = SOURCE_ROOTS.flatMap((root) => sourceFiles(path.join(repoRoot, root))).flatMap((file) =>
      routerValueImports(parse(file, readFileSync(file, 'utf8')))
        .filter((name) => !surface.has(name))
        .map((name) => `${path.relative(repoRoot, file)}: ${name}`),
    );
    expect(outside).toEqual([]);
  });

  it('covers every react-router value in the files npm run new:remote writes', () => {
    const surface = new Set(surfaceExports());
    const imported = scaffoldSources().flatMap(routerValueImports);
    expect(imported).toEqual(expect.arrayContaining(['Navigate', 'Route', 'Routes']));
    expect(imported.filter((name) => !surface.has(name))).toEqual([]);
  });

  it('finds names outside the surface, and namespace imports, in a source', () => {
    const source = parse(
      'probe.tsx',
      "import { Link, createBrowserRouter, type To } from 'react-router';\nimport * as all from 'react-router';",
    );
    expect(routerValueImports(source)).toEqual(['Link', 'createBrowserRouter', '*']);
  });
});
