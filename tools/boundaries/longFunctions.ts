import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { typescriptProjectIncludes } from '../projects/typescriptProjectIncludes';

/** One function longer than the limit: where it starts, its name (or how it is assigned) and its length in lines. */
export interface LongFunction {
  file: string;
  line: number;
  name: string;
  lines: number;
}

/**
 * Where source is: the includes of the browser and Node TypeScript projects (every file is in one of them, so a new
 * package is counted without being named here), less the browser tests' fixture remotes and the example of another
 * repository, which are test data.
 */
function sourcePlaces(root: string): string[] {
  const includes = [...typescriptProjectIncludes('browser', root), ...typescriptProjectIncludes('node', root)];
  return includes.filter((glob) => !/^(e2e|examples)\//.test(glob)).flatMap((glob) => expandStars(root, glob));
}

/** A glob whose segments may be `*` (`remotes/*\/src`), as the folders or files it names. */
function expandStars(root: string, glob: string): string[] {
  const [first = '', ...rest] = glob.split('/');
  const matches = first === '*' ? subfolders(root) : [first];
  return matches.flatMap((name) =>
    rest.length === 0
      ? [name]
      : expandStars(path.join(root, name), rest.join('/')).map((tail) => path.join(name, tail)),
  );
}

function subfolders(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** Tests, their helpers (`testing/` folders) and build output are not source. */
const SKIPPED = new Set(['node_modules', 'dist', 'pack', 'testing', '.fixtures']);
const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(name);

function sourceFiles(dir: string, into: string[] = []): string[] {
  if (isSource(dir)) return statSync(dir, { throwIfNoEntry: false })?.isFile() ? [...into, dir] : into;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return into;
  }
  for (const entry of entries) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, into);
    else if (isSource(entry.name)) into.push(full);
  }
  return into;
}

function nameOf(node: ts.Node): string {
  const named = (node as ts.FunctionDeclaration).name?.getText();
  if (named) return named;
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
  return '(anonymous)';
}

/**
 * Every function, arrow function or method of the source folders under `root` longer than `limit` lines, longest
 * first. A long factory's inner functions count once each, the factory too: lifting the inner parts out shortens both.
 */
export function longFunctions(root: string, limit: number): LongFunction[] {
  const found: LongFunction[] = [];
  for (const place of sourcePlaces(root))
    for (const file of sourceFiles(path.join(root, place))) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node) => {
        if (ts.isFunctionLike(node) && 'body' in node && node.body) {
          const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
          const lines = source.getLineAndCharacterOfPosition(node.getEnd()).line - start + 1;
          if (lines > limit)
            found.push({ file: path.relative(root, file), line: start + 1, name: nameOf(node), lines });
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  return found.sort((a, b) => b.lines - a.lines);
}
