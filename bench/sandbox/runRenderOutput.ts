import path from 'node:path';
import { BENCH_PATHS } from '../benchPaths';
import { loadAverage } from '../machineInfo';
import { writeResults } from '../results/writeResults';
import { measureRenderOutput } from './measureRenderOutput';

/** Where the shaping's figures go (keys: bench/README.md). */
const RESULTS_FILE = path.join(path.dirname(BENCH_PATHS.results), 'render-output.json');

/**
 * The render output's shaping of `npm run bench` (decision 0085): µs per page of the head allow-list and the slot's
 * re-parse against the raw split alone, in this process, no server or browser; bench/results/render-output.json.
 */
export async function runRenderOutput(print: (line: string) => void): Promise<void> {
  print('[measure] shaping of a remote render output (head allow-list and slot re-parse) against the raw split');
  const loadBefore = loadAverage();
  const cases = await measureRenderOutput(print);
  await writeResults(RESULTS_FILE, {
    schemaVersion: 1,
    date: new Date().toISOString(),
    node: process.version,
    loadAverage: { before: loadBefore, after: loadAverage() },
    method:
      'the catalog-like remote of bench/sandbox rendered once (React in a vm context), its output split raw ' +
      '(leadingHoistedRun) and shaped (shapeRenderOutput) in turn, medians after 20 unmeasured rounds',
    cases,
  });
  print(`Written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
}
