import path from 'node:path';
import { runPhase, type PhaseResult } from './test/runPhase';
import { LAST_PHASE, TEST_LANES } from './test/testPhases';

const root = path.resolve(__dirname, '..');

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(0)} s`;

async function runLane(lane: readonly (typeof LAST_PHASE)[]): Promise<PhaseResult[]> {
  const results: PhaseResult[] = [];
  // A lane goes on after a failure: the reader gets every failing phase of the run, not only the first.
  for (const phase of lane) results.push(await runPhase(phase, root));
  return results;
}

/**
 * `npm test`: the type checks, lint, unit tests and browser tests (scripts/test/testPhases.ts says in what order and
 * why). Ends with each phase's time, and the exit code 1 if any phase failed; the browser tests are skipped after a
 * failure, which they would only repeat, slowly.
 */
async function main(): Promise<void> {
  const started = Date.now();
  const results = (await Promise.all(TEST_LANES.map(runLane))).flat();
  if (results.every((result) => result.ok)) results.push(await runPhase(LAST_PHASE, root));
  else console.log(`[${LAST_PHASE.name}] skipped: fix the failures above first`);
  console.log('\nnpm test, time per phase (lanes run side by side):');
  for (const { name, ok, milliseconds } of results)
    console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(13)} ${seconds(milliseconds)}`);
  console.log(`  total         ${seconds(Date.now() - started)}`);
  process.exitCode = results.every((result) => result.ok) && results.length > TEST_LANES.flat().length ? 0 : 1;
}

void main();
