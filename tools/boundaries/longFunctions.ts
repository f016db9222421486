import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One function longer than the limit: where it starts, its name (or how it is assigned) and its length in lines. */
export interface LongFunction {
  file: string;
  line: number;
  name: string;
  lines: number;
}

/** The source folders whose functions count: code that ships or runs, not tests or their helpers. */
const SOURCE_FOLDERS = [
  'host/src',
  'host/server',
  'shared/src',
  'store/src',
  'settings/src',
  'deploy/src',
  'webpack',
  'kit/src',
  'kit/scripts',
  'scripts',
  'bench',
  'remotes',
] as const;

/** Tests, their helpers (`testing/` folders) and build output are not source. */
const SKIPPED = new Set(['node_modules', 'dist', 'pack', 'testing', '.fixtures']);
const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(name);

function sourceFiles(dir: string, into: string[] = []): string[] {
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
  for (const folder of SOURCE_FOLDERS)
    for (const file of sourceFiles(path.join(root, folder))) {
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
