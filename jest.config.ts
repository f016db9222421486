import type { Config } from 'jest';

const transform: Config['transform'] = {
  // Type checking is `npm run typecheck`'s job; ts-jest only transpiles here, which keeps the suite fast.
  '^.+\\.tsx?$': [
    'ts-jest',
    { tsconfig: { module: 'commonjs', moduleResolution: 'node10', jsx: 'react-jsx', isolatedModules: true } },
  ],
};

const common = {
  transform,
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
};

const config: Config = {
  projects: [
    {
      ...common,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/jest.setup.dom.ts'],
      testMatch: ['<rootDir>/{host/src,remotes,shared}/**/*.test.{ts,tsx}'],
    },
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      moduleNameMapper: {
        // ESM-only dependency of @fastify/static that jest on Node 20 cannot require; the servers never use it.
        '^content-disposition$': '<rootDir>/host/server/testing/contentDispositionUnavailable.ts',
      },
      testMatch: ['<rootDir>/{host/server,scripts,store,settings,webpack,bench,tools}/**/*.test.ts'],
    },
  ],
};

export default config;
