/**
 * `npm run bench`: the federated application against the same application built as one bundle, in Chromium, under
 * emulated network conditions. Prints a table and writes bench/results/latest.json (keys: bench/README.md).
 * BENCH_PAIRS sets the runs per variant and case (default 9).
 */
import path from 'node:path';
import { runMain } from '../scripts/lib/runMain';
import { UserFacingError } from '../scripts/lib/userFacingError';
import { BENCH_PATHS } from './benchPaths';
import type { BodyCache } from './browser/measurePageLoad';
import { launchChromium } from './browser/launchChromium';
import { NETWORK_CASES } from './browser/networkCases';
import { PRODUCT_NAME_TIMING } from './browser/pageSignals';
import { buildVariants } from './build/buildVariants';
import { loadAverage, machineInfo } from './machineInfo';
import { measureFallbacks } from './measureFallbacks';
import { printResults } from './report/printResults';
import { benchResultsSchema, type BenchResults, type CaseResult } from './results/resultsSchema';
import { writeResults } from './results/writeResults';
import { runCase, waterfallOf, type CaseRun } from './runCases';
import { startBenchServerProcess } from './serve/startBenchServerProcess';

const MIN_PAIRS = 9;
const FALLBACK_RUNS = 5;
const WATERFALL_CASE = 'cold-40ms';

function pairsFromEnv(): number {
  const raw = process.env.BENCH_PAIRS;
  if (raw === undefined || raw === '') return MIN_PAIRS;
  const pairs = Number(raw);
  if (!Number.isInteger(pairs) || pairs < 1) {
    throw new UserFacingError(`BENCH_PAIRS="${raw}" must be a whole number of at least 1 (default ${MIN_PAIRS}).`);
  }
  return pairs;
}

runMain(async () => {
  const started = Date.now();
  const pairs = pairsFromEnv();
  const print = (line: string) => console.log(line);
  const loadBefore = loadAverage();
  await buildVariants((line) => print(`[build] ${line}`));
  const servers = await startBenchServerProcess();
  const browser = await launchChromium();
  try {
    const bodies: BodyCache = new Map();
    const urls = { federated: servers.urls.federated, singleBundle: servers.urls.singleBundle };
    const runs: CaseRun[] = [];
    for (const networkCase of NETWORK_CASES) {
      print(`[measure] ${networkCase.label}`);
      runs.push(await runCase(browser, networkCase, urls, pairs, bodies, print));
    }
    const fallbackCase = NETWORK_CASES.find((c) => c.id === WATERFALL_CASE) ?? NETWORK_CASES[0];
    print('[measure] fallbacks');
    const fallbacks = await measureFallbacks(browser, servers.urls.faults, fallbackCase!, FALLBACK_RUNS, bodies);
    const waterfallRun = runs.find((run) => run.result.id === WATERFALL_CASE) ?? (runs[0] as CaseRun);
    const results: BenchResults = benchResultsSchema.parse({
      schemaVersion: 1,
      date: new Date().toISOString(),
      machine: machineInfo(browser.version(), loadBefore),
      signal:
        `Element Timing: renderTime of the first PerformanceObserver 'element' entry with identifier ` +
        `"${PRODUCT_NAME_TIMING}" (the catalog's product names), ms since navigation start`,
      durationSeconds: Math.round((Date.now() - started) / 1000),
      cases: runs.map((run): CaseResult => run.result),
      fallbacks,
      waterfalls: {
        federated: waterfallOf(waterfallRun.result.id, waterfallRun.firstLoads.federated),
        singleBundle: waterfallOf(waterfallRun.result.id, waterfallRun.firstLoads.singleBundle),
      },
    } satisfies BenchResults);
    await writeResults(BENCH_PATHS.results, results);
    printResults(results, print);
    print('');
    print(`Written to ${path.relative(process.cwd(), BENCH_PATHS.results)}`);
  } finally {
    await browser.close();
    await servers.stop();
  }
});
