import path from 'node:path';
import { BENCH_PATHS } from '../../benchPaths';
import { loadAverage } from '../../machineInfo';
import { writeResults } from '../../results/writeResults';
import { CONNECTIONS, DURATION_SECONDS } from '../loadSettings';
import { runDataLoadCases } from './dataLoadCases';
import { dataLoadLines, dataLoadVerdicts, DATA_LOAD_TARGETS } from './dataLoadLines';

/** Where the data cases' figures go (keys: bench/README.md). */
const RESULTS_FILE = path.join(path.dirname(BENCH_PATHS.results), 'load-remote-data.json');

/** `npm run load`'s data cases (issue 42): run, printed, written to bench/results/load-remote-data.json. */
export async function runDataLoad(print: (line: string) => void): Promise<void> {
  const loadBefore = loadAverage();
  const results = await runDataLoadCases(print);
  await writeResults(RESULTS_FILE, {
    date: new Date().toISOString(),
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadAverage(),
    ...results,
    targets: DATA_LOAD_TARGETS,
    verdicts: dataLoadVerdicts(results),
  });
  print('');
  for (const line of dataLoadLines(results)) print(line);
  print(`Written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
}
