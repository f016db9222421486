import path from 'node:path';
import { runBrowserPhases } from './test/runBrowserPhases';
import { runPhase, type PhaseResult } from './test/runPhase';
import { TEST_LANES, type TestPhase } from './test/testPhases';

const root = path.resolve(__dirname, '..');

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(0)} s`;

async function runLane(lane: readonly TestPhase[]): Promise<PhaseResult[]> {
  const results: PhaseResult[] = [];
  // A lane goes on after a failure: the reader gets every failing phase of the run, not only the first.
  for (const phase of lane) results.push(await runPhase(phase, root));
  return results;
}

/**
 * `npm test`: the type checks, lint, unit tests and browser tests (scripts/test/testPhases.ts says in what order and
 * why, runBrowserPhases.ts how the browser shards run). Ends with each phase's time, and the exit code 1 if any phase
 * failed; the browser tests are skipped after a failure, which they would only repeat, slowly.
 */
async function main(): Promise<void> {
  const started = Date.now();
  const results = (await Promise.all(TEST_LANES.map(runLane))).flat();
  const lanesPassed = results.every((result) => result.ok);
  if (lanesPassed) results.push(...(await runBrowserPhases(root)));
  else console.log('[browser] skipped: fix the failures above first');
  console.log('\nnpm test, time per phase (lanes run side by side):');
  for (const { name, ok, milliseconds } of results)
    console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(14)} ${seconds(milliseconds)}`);
  console.log(`  ${'total'.padEnd(16)} ${seconds(Date.now() - started)}`);
  process.exitCode = lanesPassed && results.every((result) => result.ok) ? 0 : 1;
}

void main();
