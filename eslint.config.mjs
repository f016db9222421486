import { builtinModules } from 'node:module';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * Import boundaries (docs/decisions/0009-module-resolution.md, docs/architecture.md, "How the code is organised"). Globs name
 * top-level folders only, so files can move inside a folder without touching this list.
 * `tools/boundaries/lintBoundaries.slow.test.ts` proves every rule below with the fixtures in `tools/boundaries/lint-fixtures/`.
 */

/** Code bundled by webpack and run in the page. */
const BROWSER_CODE = [
  'host/src/**',
  'remotes/*/src/**',
  'shared/src/**',
  'testing/src/**',
  'e2e/fixtures/remote-template/src/**',
  'e2e/fixtures/foreign-app/src/**',
  'e2e/fixtures/style-remotes/*/src/**',
  'e2e/fixtures/server-remotes/*/src/**',
  'kit/src/standalone.ts',
  'kit/src/router.ts',
  'kit/src/data.ts',
  'examples/remote-in-its-own-repo/src/**',
  // The bench's side of the runtime styles' measurement, which esbuild bundles for the page.
  'bench/runtimeStyles/pageGuard.ts',
];

/** Code run by Node: servers, scripts, the store, build factories, benchmarks, browser-test runner, config files. */
const NODE_CODE = [
  'host/server/**',
  'scripts/**',
  'store/**',
  'settings/**',
  'deploy/**',
  'webpack/**',
  'sandbox/**',
  'bench/**',
  'tools/**',
  'kit/**',
  'examples/products-api/**',
  'e2e/**',
  '**/webpack.config.ts',
  '*.config.{ts,mjs}',
];

const TEST_FILES = ['**/*.test.{ts,tsx}'];

/**
 * Node code of the workspace packages (browser code has NODE_ONLY_CODE): everything but the root package's own
 * folders and config files, `scripts/`, `bench/`, `e2e/`, `tools/`.
 */
const PACKAGE_NODE_CODE = [
  'host/server/**',
  'host/*.ts',
  'remotes/*/*.ts',
  'store/**',
  'settings/**',
  'deploy/**',
  'webpack/**',
  'kit/**',
  'sandbox/**',
  'examples/products-api/**',
];

/**
 * Browser code's unit tests run in jest, that is in Node, so they may use Node's modules (e.g. a local HTTP server).
 * Folders only: a single file of BROWSER_CODE (the kit's browser entries) has no tests inside it.
 */
const BROWSER_TESTS = BROWSER_CODE.filter((glob) => glob.endsWith('/**')).map((glob) =>
  glob.replace(/\*\*$/, '**/*.test.{ts,tsx}'),
);

/**
 * Matches a relative import that climbs up (any number of `../`) into a folder with one of these names. The path is not
 * resolved, so a nearer folder of the same name would match too; the one there is, `kit/scripts/`, is one the kit's
 * sources must not import either (ROOT_FOLDERS_BY_PATH).
 */
function climbsInto(folders) {
  return `^(?:\\.\\./)+(?:${folders.join('|')})(?:/|$)`;
}

const publicBuiltins = builtinModules.filter((name) => !name.startsWith('_'));

const NODE_BUILTINS = {
  regex: `^(?:node:|(?:${publicBuiltins.join('|')})(?:/|$))`,
  message:
    'Browser code runs in the page, where Node built-ins do not exist and webpack does not polyfill them. Use the Web API ' +
    '(fetch, URL, TextEncoder, crypto.subtle), or move this logic to host/server or scripts.',
};

const NODE_ONLY_CODE = {
  // `../server` from host/src; `../../host/server`, `../../scripts`, ... from anywhere deeper; and the Node packages.
  regex:
    `${climbsInto(['server', 'host/server', 'scripts', 'store', 'settings', 'deploy/src', 'webpack', 'kit/src', 'bench', 'sandbox'])}` +
    '|^(?:webpack|@mfp/store|@mfp/deploy|@mfp/host-server|@mfp/settings|@mfp/webpack-config|@mfp/sandbox)(?:/|$)',
  message:
    'Browser code must not import the host server, scripts, the store, the settings, the deploy, the kit or the webpack ' +
    'factories by path: they are Node code and would drag Node modules into the bundle. Put what both sides need in ' +
    '@mfp/shared (registry, failures, origins, remote).',
};

const REACT = {
  regex: '^(?:react|react-dom|react-router|react-router-dom)(?:/|$)|^@mfp/shared/cart(?:/|$)',
  message:
    'Node code (server, scripts, store, webpack, tools, e2e) never loads React. For contracts import the React-free ' +
    'entries @mfp/shared/registry, @mfp/shared/failures or @mfp/shared/remote.',
};

const BROWSER_SOURCE = {
  // `../src` from host/server; `../../host/src`, `../../remotes/...` from anywhere deeper.
  // `@mfp/host` exports browser source only (its standalone shell); the host server is `@mfp/host-server`.
  regex: `${climbsInto(['src', 'host/src', 'remotes'])}|^@mfp/remote-(?!kit(?:/|$))|^@mfp/host(?:/|$)`,
  message:
    'Node code must not import browser source (host/src, @mfp/host/standalone, remotes): it loads React and expects the DOM. Move the part ' +
    'both sides need into @mfp/shared and import it from its React-free entry.',
};

const SHARED_BY_PATH = {
  regex: climbsInto(['shared']),
  message:
    'Import the contracts through their package entry (@mfp/shared/registry, /failures, /remote, /page, /cart), not ' +
    'by path: every tool resolves the package `exports` the same way (decision 0009). Test data is in @mfp/testing.',
};

/**
 * A relative import that reaches into another workspace package (docs/decisions/0024-host-server-package-and-settings.md):
 * every package is imported through its `@mfp/*` entry, so its folders can move without breaking anyone and its
 * surface is the one its `index.ts` states. `host/src` and `remotes` are left to BROWSER_SOURCE, `shared` to
 * SHARED_BY_PATH, which say more about those; `bench/`, `e2e/`, `scripts/` and `tools/` are folders of the root package,
 * not packages, and import each other by path (ROOT_FOLDERS_BY_PATH keeps the packages out of them). The deploy and the
 * kit are named by their sources, `deploy/src` and `kit/src`: `scripts/deploy/` and the kit's `src/deploy/` are other
 * folders, and the kit's build scripts (`kit/scripts/`) are the repository's tooling, not the package's surface.
 */
const PACKAGE_BY_PATH = {
  regex: '^(?:\\.\\./)+(?:store|settings|webpack|sandbox|host(?!/src(?:/|$))|deploy/src|kit/src)(?:/|$)',
  message:
    'Import another workspace package through its entry (@mfp/host-server, @mfp/store, @mfp/settings, @mfp/deploy, ' +
    '@mfp/webpack-config, @mfp/remote-kit/..., @mfp/shared/...), not by a relative path into its folder; if you need ' +
    'something it does not export, export it from its index.ts (or a test-only entry for test helpers).',
};

/**
 * A workspace package that reaches into the root package's folders by path (decision 0051): the root package's
 * commands, benchmarks, browser tests and tools import the packages, never the reverse, and the kit, published on its
 * own, bundles only what it imports. The path is not resolved: from `kit/src/<folder>/`, `../../scripts` is the kit's
 * own build scripts, which its published code must not import either.
 */
const ROOT_FOLDERS_BY_PATH = {
  regex: climbsInto(['scripts', 'bench', 'e2e', 'tools']),
  message:
    "A workspace package must not import the root package's folders (scripts/, bench/, e2e/, tools/) by path: they " +
    'import the packages, not the reverse, and the kit is published without them. Move what both need into the ' +
    'package (what commands share is in @mfp/settings/command; builds and dev servers in @mfp/remote-kit/build and /dev) ' +
    'and import it by its entry.',
};

/** Test data and helpers (`testing/`): for tests and their helpers only, so production code never carries them. */
const TEST_DATA = {
  regex: `^@mfp/testing(?:/|$)|^@mfp/(?:store|deploy)/(?:testing|contract)(?:/|$)|${climbsInto(['testing'])}`,
  message:
    'Production code must not import @mfp/testing, @mfp/store/testing or @mfp/store/contract: they hold test data, ' +
    'test helpers and contract suites only (decisions 0025, 0026). Import them from a *.test.ts(x) file or a testing/ ' +
    'helper folder; build what production needs from @mfp/shared or @mfp/store.',
};

/** Tests and the helpers they share: the files that may use @mfp/testing. */
const TEST_HELPERS = [...TEST_FILES, '**/testing/**'];
const NODE_TEST_SUPPORT = [...TEST_HELPERS, 'e2e/**', 'tools/**', 'bench/**'];

/**
 * Dynamic `import('x')`, `require('x')` and jest's module calls (`jest.mock('x')`, `jest.requireActual('x')`) escape
 * `no-restricted-imports`; the same regexes catch them here.
 */
function dynamicLoads({ regex, message }) {
  const literal = `/${regex.replaceAll('/', '\\/')}/`;
  return [
    { selector: `ImportExpression[source.value=${literal}]`, message },
    { selector: `CallExpression[callee.name='require'][arguments.0.value=${literal}]`, message },
    {
      selector: `CallExpression[callee.object.name='jest'][callee.property.name=/^(?:mock|doMock|unmock|requireActual|requireMock)$/][arguments.0.value=${literal}]`,
      message,
    },
  ];
}

function restrict(...patterns) {
  // Case-sensitive like the selectors of dynamicLoads: `../Store` (a file) is not `../store` (a package's folder).
  const asPatterns = patterns.map(({ regex, message }) => ({ regex, message, caseSensitive: true }));
  return {
    'no-restricted-imports': ['error', { patterns: asPatterns }],
    'no-restricted-syntax': ['error', ...patterns.flatMap(dynamicLoads)],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.store/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.fixtures/**',
      // The kit's staged package and tarball (kit/scripts/packKit.ts).
      'kit/pack/**',
      // Written by e2e/fixtures/buildForeignFixtures.ts from docs/remote-contract.md.
      'e2e/fixtures/foreign/*/webpack.config.js',
      'e2e/fixtures/foreign/*/rspack.config.js',
      'e2e/fixtures/foreign/*/src/**',
      // Deliberately broken imports; the boundary test lints them as if they sat in host/src or host/server.
      'tools/boundaries/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  // Each block lists all its patterns: a later block's `no-restricted-imports` replaces an earlier one's.
  { files: ['**/*.{ts,tsx,mjs,cjs,js}'], rules: restrict(SHARED_BY_PATH, PACKAGE_BY_PATH) },
  {
    files: BROWSER_CODE,
    ignores: TEST_HELPERS,
    rules: restrict(NODE_BUILTINS, NODE_ONLY_CODE, SHARED_BY_PATH, TEST_DATA),
  },
  { files: BROWSER_TESTS, rules: restrict(NODE_ONLY_CODE, SHARED_BY_PATH) },
  { files: NODE_CODE, ignores: BROWSER_CODE, rules: restrict(REACT, BROWSER_SOURCE, SHARED_BY_PATH, PACKAGE_BY_PATH) },
  {
    // The example remote's config files are CommonJS, as webpack loads them in another repository.
    files: ['examples/*/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: NODE_CODE,
    ignores: [...BROWSER_CODE, ...NODE_TEST_SUPPORT],
    rules: restrict(REACT, BROWSER_SOURCE, SHARED_BY_PATH, PACKAGE_BY_PATH, TEST_DATA),
  },
  // The two blocks above again for the packages' Node code, which stays out of the root package's folders too.
  {
    files: PACKAGE_NODE_CODE,
    ignores: BROWSER_CODE,
    rules: restrict(REACT, BROWSER_SOURCE, SHARED_BY_PATH, PACKAGE_BY_PATH, ROOT_FOLDERS_BY_PATH),
  },
  {
    files: PACKAGE_NODE_CODE,
    ignores: [...BROWSER_CODE, ...NODE_TEST_SUPPORT],
    rules: restrict(REACT, BROWSER_SOURCE, SHARED_BY_PATH, PACKAGE_BY_PATH, TEST_DATA, ROOT_FOLDERS_BY_PATH),
  },
);
