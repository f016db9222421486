import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { repoRoot } from '@mfp/webpack-config/repoRoot';

/*
 * Browser code, Node code and their tests are type-checked with different settings (tsconfig.*.json). This proves the
 * split leaves no gap: `npm run typecheck` runs every one of those configs, and every TypeScript file in the repository
 * belongs to exactly one of them, so no file is checked with the wrong `lib`/`types` or silently not at all.
 */

const PROJECTS = [
  'tsconfig.browser.json',
  'tsconfig.test.browser.json',
  'tsconfig.node.json',
  'tsconfig.test.node.json',
  'tsconfig.e2e.json',
];

/** Folders that hold no source of ours: dependencies, build output, the store, test output. */
const NOT_SOURCE = new Set([
  'node_modules',
  'dist',
  '.git',
  '.store',
  '.fixtures',
  'test-results',
  'playwright-report',
]);

/** Deliberately broken files that only the lint boundary test reads. */
const NOT_TYPE_CHECKED = path.join('tools', 'boundaries', 'lint-fixtures');

/** Written by the foreign fixtures' builder from `e2e/fixtures/foreign-app/src`, which is type-checked itself. */
const GENERATED = /^e2e\/fixtures\/foreign\/[^/]+\/src\//;

function typeScriptFiles(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (NOT_SOURCE.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) typeScriptFiles(full, into);
    else if (/\.tsx?$/.test(entry.name) && !GENERATED.test(path.relative(repoRoot, full).split(path.sep).join('/')))
      into.push(path.relative(repoRoot, full));
  }
  return into;
}

function parse(project: string): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(repoRoot, project), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(`${project}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
    },
  });
  if (!parsed) throw new Error(`${project} could not be read`);
  if (parsed.errors.length > 0) throw new Error(`${project}: ${parsed.errors.map((e) => e.messageText).join('; ')}`);
  return parsed;
}

function filesOf(project: string): string[] {
  return parse(project).fileNames.map((file) => path.relative(repoRoot, file));
}

describe('TypeScript projects', () => {
  it('are all run by `npm run typecheck`', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const project of PROJECTS) expect(scripts.typecheck).toContain(`-p ${project}`);
  });

  it('together hold every TypeScript file exactly once', () => {
    const owners = new Map<string, string[]>();
    for (const project of PROJECTS) {
      for (const file of filesOf(project)) owners.set(file, [...(owners.get(file) ?? []), project]);
    }
    const expected = typeScriptFiles(repoRoot).filter((file) => !file.startsWith(NOT_TYPE_CHECKED + path.sep));
    expect(expected.length).toBeGreaterThan(100);
    const unowned = expected.filter((file) => !owners.has(file));
    const ownedTwice = [...owners].filter(([, projects]) => projects.length > 1);
    expect(unowned).toEqual([]);
    expect(ownedTwice).toEqual([]);
  });

  it('give browser code the DOM but neither Node nor jest types, and Node code no DOM', () => {
    const browser = parse('tsconfig.browser.json').options;
    const node = parse('tsconfig.node.json').options;
    expect(browser.types).toEqual([]);
    expect(browser.lib).toEqual(expect.arrayContaining(['lib.dom.d.ts']));
    expect(node.types).toEqual(['node']);
    expect(node.lib?.some((lib) => lib.includes('dom'))).toBe(false);
  });
});
