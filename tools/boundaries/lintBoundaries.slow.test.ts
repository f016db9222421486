import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import type { LintAnswer, LintRequest } from './lintAsIf';

/*
 * Proves the import boundaries in eslint.config.mjs with the repository's real configuration: each fixture in
 * lint-fixtures/ is linted as if it sat at a path inside the folder under test, and every line marked
 * "breaks the boundary" (and no other line) must be refused, with the message that says what to do instead.
 * `npm run lint` ignores the fixtures themselves.
 */

const BOUNDARY_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);
const MARKER = '// breaks the boundary';

/** One made-up file in every folder of browser code. */
const BROWSER_FILES = [
  'host/src/shell/Fixture.tsx',
  'host/src/Fixture.ts',
  'remotes/cart/src/Fixture.tsx',
  'shared/src/registry/fixture.ts',
  'e2e/fixtures/remote-template/src/Fixture.tsx',
  'kit/src/standalone.ts',
];

/** One made-up file in every folder of the workspace packages' Node code, including folders that may not exist yet. */
const PACKAGE_NODE_FILES = [
  'host/server/fixture.ts',
  'store/src/fixture.ts',
  'settings/src/fixture.ts',
  'deploy/src/fixture.ts',
  'webpack/fixture.ts',
  'kit/src/dev/fixture.ts',
  'kit/scripts/fixture.ts',
  'remotes/cart/webpack.config.ts',
];
/** The same in the root package's own folders and config files. */
const ROOT_NODE_FILES = [
  'scripts/fixture.ts',
  'scripts/lib/fixture.ts',
  'bench/fixture.ts',
  'tools/fixture.ts',
  'e2e/support/fixture.ts',
  'playwright.config.ts',
];
const NODE_FILES = [...PACKAGE_NODE_FILES, ...ROOT_NODE_FILES];

/** Files that ship (bundled or run in production), and tests and their helpers, for the test-data rule. */
const SHIPPING_FILES = [
  'host/src/shell/Fixture.tsx',
  'shared/src/registry/fixture.ts',
  'host/server/fixture.ts',
  'scripts/lib/fixture.ts',
  'store/src/fixture.ts',
  'kit/src/cli/fixture.ts',
];
/** Node code only: the store's entries are Node code, which browser code may not import at all. */
const NODE_SHIPPING_FILES = [
  'host/server/fixture.ts',
  'scripts/lib/fixture.ts',
  'store/src/fixture.ts',
  'kit/src/cli/fixture.ts',
];
const NODE_TEST_SUPPORT_FILES = [
  'host/server/fixture.test.ts',
  'scripts/deploy/testing/fixture.ts',
  'e2e/support/fixture.ts',
  'kit/src/cli/fixture.test.ts',
];
/** Tests and test helpers of the packages, and of the root package's folders, for the root-folders rule. */
const PACKAGE_TEST_FILES = [
  'host/server/fixture.test.ts',
  'kit/src/cli/fixture.test.ts',
  'store/src/testing/fixture.ts',
];
const ROOT_TEST_FILES = ['scripts/lib/fixture.test.ts', 'scripts/deploy/testing/fixture.ts'];
const TEST_SUPPORT_FILES = [
  'host/src/shell/Fixture.test.tsx',
  'host/server/fixture.test.ts',
  'scripts/deploy/testing/fixture.ts',
  'e2e/support/fixture.ts',
];

type Fixture =
  | 'browserImportsNode.ts'
  | 'browserImportsNodeOnlyCode.ts'
  | 'nodeImportsReact.ts'
  | 'nodeImportsBrowserSource.ts'
  | 'importsContractsByPath.ts'
  | 'importsPackageByPath.ts'
  | 'importsRootFoldersByPath.ts'
  | 'importsTestData.ts'
  | 'importsStoreTestEntries.ts'
  | 'allowedEverywhere.ts';

/** A fixture's code; `<up>` stands for `../../` (see importsContractsByPath.ts). */
function fixture(name: Fixture): string {
  return readFileSync(path.join(__dirname, 'lint-fixtures', name), 'utf8').replaceAll('<up>', '../../');
}

function markedLines(code: string): number[] {
  return code.split('\n').flatMap((line, index) => (line.includes(MARKER) ? [index + 1] : []));
}

/** Every (fixture, path) pair the tests below ask about, linted in one child process. */
function lintAll(pairs: ReadonlyArray<[Fixture, string]>): Map<string, LintAnswer> {
  const requests: LintRequest[] = pairs.map(([name, lintedAs]) => ({ code: fixture(name), lintedAs }));
  const child = spawnSync(process.execPath, ['--require', 'tsx/cjs', path.join(__dirname, 'lintAsIf.ts')], {
    cwd: repoRoot,
    input: JSON.stringify(requests),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`linting the fixtures failed:\n${child.stderr}`);
  const answers = JSON.parse(child.stdout) as LintAnswer[];
  return new Map(pairs.map(([name, lintedAs], index) => [`${name} as ${lintedAs}`, answers[index] ?? []]));
}

const PAIRS: Array<[Fixture, string]> = [
  ...BROWSER_FILES.flatMap((file): Array<[Fixture, string]> => [
    ['browserImportsNode.ts', file],
    ['browserImportsNodeOnlyCode.ts', file],
    ['nodeImportsReact.ts', file],
  ]),
  ...NODE_FILES.flatMap((file): Array<[Fixture, string]> => [
    ['nodeImportsReact.ts', file],
    ['browserImportsNode.ts', file],
    ['browserImportsNodeOnlyCode.ts', file],
  ]),
  ['browserImportsNode.ts', 'host/src/loading/fixture.test.ts'],
  ['browserImportsNode.ts', 'remotes/cart/src/Fixture.test.tsx'],
  ['browserImportsNodeOnlyCode.ts', 'host/src/shell/Fixture.test.tsx'],
  ['nodeImportsBrowserSource.ts', 'host/server/fixture.ts'],
  ['nodeImportsBrowserSource.ts', 'scripts/fixture.ts'],
  ['importsContractsByPath.ts', 'host/src/shell/Fixture.tsx'],
  ['importsContractsByPath.ts', 'host/server/fixture.ts'],
  ['importsContractsByPath.ts', 'scripts/lib/fixture.ts'],
  ...[...BROWSER_FILES, ...NODE_FILES].map((file): [Fixture, string] => ['importsPackageByPath.ts', file]),
  ...[...NODE_FILES, ...PACKAGE_TEST_FILES, ...ROOT_TEST_FILES].map((file): [Fixture, string] => [
    'importsRootFoldersByPath.ts',
    file,
  ]),
  ...[...BROWSER_FILES, ...NODE_FILES].map((file): [Fixture, string] => ['allowedEverywhere.ts', file]),
  ...[...SHIPPING_FILES, ...TEST_SUPPORT_FILES].map((file): [Fixture, string] => ['importsTestData.ts', file]),
  ...[...NODE_SHIPPING_FILES, ...NODE_TEST_SUPPORT_FILES].map((file): [Fixture, string] => [
    'importsStoreTestEntries.ts',
    file,
  ]),
];

let answers: Map<string, LintAnswer>;

beforeAll(() => {
  answers = lintAll(PAIRS);
}, 120_000);

function messages(name: Fixture, lintedAs: string): LintAnswer {
  const answer = answers.get(`${name} as ${lintedAs}`);
  if (!answer) throw new Error(`${name} as ${lintedAs} is missing from PAIRS`);
  return answer;
}

function boundaryViolations(name: Fixture, lintedAs: string) {
  const found = messages(name, lintedAs).filter((m) => m.ruleId !== null && BOUNDARY_RULES.has(m.ruleId));
  return { lines: [...new Set(found.map((m) => m.line))].sort((a, b) => a - b), texts: found.map((m) => m.message) };
}

function expectRefused(name: Fixture, lintedAs: string, explanation: string): void {
  const { lines, texts } = boundaryViolations(name, lintedAs);
  const expected = markedLines(fixture(name));
  expect(expected.length).toBeGreaterThan(1);
  expect(lines).toEqual(expected);
  for (const text of texts) expect(text).toContain(explanation);
}

function expectAllowed(name: Fixture, lintedAs: string): void {
  expect(boundaryViolations(name, lintedAs).lines).toEqual([]);
}

/** The lines of a fixture that hold `text`: the one import a narrower rule refuses among lines others allow. */
function linesWith(name: Fixture, text: string): number[] {
  return fixture(name)
    .split('\n')
    .flatMap((line, index) => (line.includes(text) ? [index + 1] : []));
}

const ROOT_FOLDERS_REFUSED = "must not import the root package's folders";

describe('browser code', () => {
  it.each(BROWSER_FILES)('%s cannot import Node built-ins, statically or dynamically', (file) => {
    expectRefused('browserImportsNode.ts', file, 'Node built-ins do not exist');
  });

  it.each(BROWSER_FILES)('%s cannot import the server, scripts, store or webpack', (file) => {
    expectRefused('browserImportsNodeOnlyCode.ts', file, 'Put what both sides need in @mfp/shared');
  });

  it.each(BROWSER_FILES)('%s may import React and the React entries of @mfp/shared', (file) => {
    expectAllowed('nodeImportsReact.ts', file);
  });

  it('has unit tests, run by jest in Node, that may use Node built-ins but still not server code', () => {
    expectAllowed('browserImportsNode.ts', 'host/src/loading/fixture.test.ts');
    expectAllowed('browserImportsNode.ts', 'remotes/cart/src/Fixture.test.tsx');
    expectRefused('browserImportsNodeOnlyCode.ts', 'host/src/shell/Fixture.test.tsx', 'must not import the host');
  });
});

describe('Node code', () => {
  it.each(NODE_FILES)('%s cannot import React, react-dom, react-router or the React entries', (file) => {
    expectRefused('nodeImportsReact.ts', file, 'never loads React');
  });

  it.each(['host/server/fixture.ts', 'scripts/fixture.ts'])('%s cannot import browser source', (file) => {
    expectRefused('nodeImportsBrowserSource.ts', file, 'must not import browser source');
  });

  it.each(NODE_FILES)('%s may import Node built-ins', (file) => {
    expectAllowed('browserImportsNode.ts', file);
  });

  it.each(ROOT_NODE_FILES)('%s may import Node-only code: the packages by their entries, scripts/ by path', (file) => {
    expectAllowed('browserImportsNodeOnlyCode.ts', file);
  });

  it.each(PACKAGE_NODE_FILES)('%s may import the Node packages by their entries, but not scripts/ by path', (file) => {
    const { lines, texts } = boundaryViolations('browserImportsNodeOnlyCode.ts', file);
    expect(lines).toEqual(linesWith('browserImportsNodeOnlyCode.ts', 'scripts/lib/runMain'));
    for (const text of texts) expect(text).toContain(ROOT_FOLDERS_REFUSED);
  });
});

describe('contracts', () => {
  it.each(['host/src/shell/Fixture.tsx', 'host/server/fixture.ts', 'scripts/lib/fixture.ts'])(
    '%s imports them through the package entries, not by path',
    (file) => {
      expectRefused('importsContractsByPath.ts', file, 'through their package entry');
    },
  );
});

describe('workspace packages', () => {
  it.each(NODE_FILES)('%s imports them through their @mfp/* entries, not by a relative path into them', (file) => {
    expectRefused('importsPackageByPath.ts', file, 'through its entry (@mfp/host-server');
  });

  it.each(BROWSER_FILES)('%s cannot reach into the Node packages by path either', (file) => {
    expectRefused('importsPackageByPath.ts', file, 'Put what both sides need in @mfp/shared');
  });
});

describe("the root package's folders (scripts/, bench/, e2e/, tools/)", () => {
  it.each([...PACKAGE_NODE_FILES, ...PACKAGE_TEST_FILES])('cannot be imported by path by %s, in a package', (file) => {
    expectRefused('importsRootFoldersByPath.ts', file, ROOT_FOLDERS_REFUSED);
  });

  it.each([...ROOT_NODE_FILES, ...ROOT_TEST_FILES])('may be imported by path by %s, in the root package', (file) => {
    expectAllowed('importsRootFoldersByPath.ts', file);
  });
});

describe('test data (@mfp/testing)', () => {
  it.each(SHIPPING_FILES)('cannot be imported by %s, which ships', (file) => {
    expectRefused('importsTestData.ts', file, 'must not import @mfp/testing');
  });

  it.each(TEST_SUPPORT_FILES)('may be imported by %s, a test or a test helper', (file) => {
    expectAllowed('importsTestData.ts', file);
  });

  it.each(NODE_SHIPPING_FILES)("the store's test entries cannot be imported by %s, which ships", (file) => {
    expectRefused('importsStoreTestEntries.ts', file, 'must not import @mfp/testing, @mfp/store/testing');
  });

  it.each(NODE_TEST_SUPPORT_FILES)("the store's test entries may be imported by %s", (file) => {
    expectAllowed('importsStoreTestEntries.ts', file);
  });
});

describe('a file that respects the boundaries', () => {
  it.each([...BROWSER_FILES, ...NODE_FILES])('gets no message of any rule at %s', (file) => {
    expect(messages('allowedEverywhere.ts', file)).toEqual([]);
  });
});
