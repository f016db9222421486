/**
 * Node 22.18+ and 24 load a TypeScript config natively, as an ES module, where this file's extensionless imports and
 * `__dirname` do not resolve; the pragma makes Jest fall back to ts-node there, as it does on Node 20.
 * @jest-config-loader ts-node
 */
import type { Config } from 'jest';
import { typescriptProjectIncludes, type TypeScriptProject } from './tools/projects/typescriptProjectIncludes';

const transform: Config['transform'] = {
  // Type checking is `npm run typecheck`'s job; ts-jest only transpiles here, which keeps the suite fast.
  '^.+\\.tsx?$': [
    'ts-jest',
    { tsconfig: { module: 'commonjs', moduleResolution: 'node10', jsx: 'react-jsx', isolatedModules: true } },
  ],
};

const common = {
  transform,
  // Jest's 5 s is for one test alone on a quiet machine; \`npm test\` runs jest beside the type checks on two cores, where
  // a test that starts a server or PostgreSQL can take longer. A test that hangs still fails, a little later.
  testTimeout: 20_000,
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
  // The kit's staged package repeats its package.json (kit/scripts/packKit.ts); the example is another repository's; the
  // browser tests leave copies of remotes in test-results/.
  modulePathIgnorePatterns: [
    '<rootDir>/kit/pack/',
    '<rootDir>/examples/remote-in-its-own-repo/',
    '<rootDir>/test-results/',
  ],
};

/**
 * Where the tests of one kind of code are: the test globs of its TypeScript project (tsconfig.test.browser.json for
 * jsdom, tsconfig.test.node.json for Node), so a new package's tests run where its code is type-checked.
 */
const testsOf = (project: TypeScriptProject) =>
  typescriptProjectIncludes(project, __dirname)
    .filter((glob) => /\.test\.tsx?$/.test(glob))
    .map((glob) => `<rootDir>/${glob}`);
const NODE_TESTS = testsOf('test.node');
/** Tests that start processes or run for many seconds (docs/decisions/0027-test-isolation.md). */
const SLOW_TEST = '\\.slow\\.test\\.ts$';

/**
 * The slow tests of what Node itself does under our code: signals and the process tree, a child process that crashes,
 * sockets cut mid-request, file locks held across processes. CI runs them again on each supported Node major, with
 * the `node` project (decision 0083). The other slow tests drive tools whose result the Node major running jest does
 * not change: ESLint, webpack and Rspack builds, npm packing and installing the kit outside the repository, a fresh
 * Node's module list, the report flood's counting.
 */
const RUNTIME_SLOW_TESTS = [
  'scripts/start.shutdown',
  'scripts/serve',
  'scripts/tokens',
  'host/server/main',
  'sandbox/src/supervisor/createRenderSandbox',
  'sandbox/src/supervisor/createRenderSandbox.crash',
  'sandbox/src/supervisor/createRenderSandbox.hostile',
  'sandbox/src/supervisor/createRenderSandbox.output',
  'store/src/files/publishVersion',
  'store/src/records/withStoreLock',
  'store/src/releases/updateReleases',
  'store/src/s3/s3Killed',
  'store/src/postgres/postgresDeploys',
].map((name) => `<rootDir>/${name}.slow.test.ts`);

/**
 * postcss-nesting and its helpers ship only ES modules, which jest on Node 20 cannot require (Node itself can): they
 * are transpiled to CommonJS like the sources, for the slot scoping's tests (webpack/styles/slotScope.ts).
 */
const ES_MODULE_PACKAGES = ['postcss-nesting', '@csstools/selector-resolve-nested', '@csstools/selector-specificity'];

const nodeProject = {
  ...common,
  transform: {
    ...transform,
    '^.+\\.mjs$': ['ts-jest', { tsconfig: { module: 'commonjs', allowJs: true, isolatedModules: true } }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ES_MODULE_PACKAGES.join('|')})/)`],
  // Node's environment, plus one PostgreSQL server per worker lent to the files that ask (decision 0083).
  testEnvironment: '<rootDir>/store/src/testing/postgres/postgresTestEnvironment.ts',
  moduleNameMapper: {
    // ESM-only dependency of @fastify/static that jest on Node 20 cannot require; the servers never use it.
    '^content-disposition$': '<rootDir>/host/server/testing/contentDispositionUnavailable.ts',
  },
};

/** A path as a `testPathIgnorePatterns` entry: rooted, its dots literal. */
const asPattern = (file: string) => file.replace(/\./g, '\\.');

const config: Config = {
  projects: [
    {
      ...common,
      // The example remotes' server-render tests build with the kit's factories, which load postcss-nesting.
      transform: nodeProject.transform,
      transformIgnorePatterns: nodeProject.transformIgnorePatterns,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/jest.setup.dom.ts'],
      testMatch: testsOf('test.browser'),
    },
    {
      ...nodeProject,
      displayName: 'node',
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, SLOW_TEST],
      testMatch: NODE_TESTS,
    },
    {
      // Real processes (a server, ESLint, a fresh Node), seconds to minutes each. `npm test` and `npx jest` run them
      // with the rest; `npm run test:unit` is the fast loop without them, and `npm run test:slow` runs them alone.
      ...nodeProject,
      displayName: 'slow',
      testMatch: NODE_TESTS.map((glob) => glob.replace(/\.test\.ts$/, '.slow.test.ts')),
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, ...RUNTIME_SLOW_TESTS.map(asPattern)],
    },
    {
      // The slow tests of Node's own behaviour, which CI runs again on every supported Node major.
      ...nodeProject,
      displayName: 'runtime',
      testMatch: RUNTIME_SLOW_TESTS,
    },
  ],
  // Jest's default is one worker less than the cores: on two, one worker, and the suite waits on its servers and
  // child processes with a core idle. The figures are in decision 0083.
  maxWorkers: '100%',
  // The slow tests first: on a run with no cache of the files' times, jest would start them by file size.
  testSequencer: '<rootDir>/tools/jest/slowTestsFirst.mjs',
};

export default config;
