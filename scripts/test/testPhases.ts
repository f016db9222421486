import { BROWSER_SHARD_VARIABLE, BROWSER_SHARDS } from './browserShards';

/** One step of `npm test`: a command line, run from the repository root, with variables added to its environment. */
export interface TestPhase {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /**
   * Run in a network namespace of its own when the browser shards run side by side, so its fixed ports are its own.
   * The `fleet` shard stays in the machine's network: its specs install from npm's registry.
   */
  privateNetwork?: boolean;
}

const npmRun = (name: string, script: string = name): TestPhase => ({
  name,
  command: 'npm',
  args: ['run', '--silent', script],
});

/** Chromium and nginx present, and the bundles both browser shards serve built once (decision 0094). */
const BROWSER_BUILD: TestPhase = npmRun('browser:build', 'test:browser:build');

/**
 * What `npm test` runs, in lanes (decision 0083). The lanes run side by side, each phase of a lane after the one
 * before: the type checks, lint and the browser tests' builds keep one core busy on their own, while jest runs every
 * project (\`dom\`, \`node\`, \`slow\`, \`runtime\`) in its own lane, in one run so that its workers are shared. The browser
 * shards come last (runBrowserPhases.ts): their timeouts assume a machine the lanes no longer load, and they need what
 * the lanes prove first.
 */
export const TEST_LANES: readonly (readonly TestPhase[])[] = [
  [npmRun('typecheck'), npmRun('lint'), BROWSER_BUILD],
  [{ name: 'jest', command: 'npx', args: ['jest'] }],
];

/** The browser suite's shards, each a Playwright run of its own (scripts/test/browserShards.ts). */
export const BROWSER_SHARD_PHASES: readonly TestPhase[] = BROWSER_SHARDS.map((shard) => ({
  name: `browser:${shard}`,
  command: 'npx',
  args: ['playwright', 'test'],
  env: { [BROWSER_SHARD_VARIABLE]: shard },
  privateNetwork: shard !== 'fleet',
}));
