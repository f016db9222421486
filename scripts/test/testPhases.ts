/** One step of `npm test`: a command line, run from the repository root. */
export interface TestPhase {
  name: string;
  command: string;
  args: string[];
}

const npmRun = (name: string, script: string = name): TestPhase => ({
  name,
  command: 'npm',
  args: ['run', '--silent', script],
});

/**
 * What `npm test` runs, in lanes (decision 0083). The lanes run side by side, each phase of a lane after the one
 * before: the type checks, lint and the browser tests' builds (decision 0094) keep one core busy on their own, while
 * jest runs every project (\`dom\`, \`node\`, \`slow\`, \`runtime\`) in its own lane, in one run so that its workers are
 * shared. The browser tests come last, alone: their timeouts assume a quiet machine, and they need what the other
 * lanes prove first.
 */
export const TEST_LANES: readonly (readonly TestPhase[])[] = [
  [npmRun('typecheck'), npmRun('lint'), npmRun('browser:build', 'test:browser:build')],
  [{ name: 'jest', command: 'npx', args: ['jest'] }],
];

export const LAST_PHASE: TestPhase = npmRun('browser', 'test:browser');
