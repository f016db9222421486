/**
 * `npm run bench`: the federated application against the same application built as one bundle, in Chromium, under
 * emulated network conditions, over HTTP/1.1 and over HTTP/2 with TLS; then the federated host with registries of
 * 2 to 200 remotes. Prints a table and writes bench/results/latest.json (keys: bench/README.md).
 * Then the server-rendering comparison (decision 0067): bench/results/server-rendering.json.
 * BENCH_PAIRS sets the runs per variant and case (default 9), BENCH_CASES which cases run, BENCH_PIN the CPU plan,
 * BENCH_SUITE=server-rendering runs the server-rendering comparison alone. Then the data cases (issue 42):
 * bench/results/remote-data.json; BENCH_SUITE=remote-data runs them alone. Last, the render output's shaping (decision
 * 0085): bench/results/render-output.json; BENCH_SUITE=render-output runs it alone, with no build, server or browser.
 */
import os from 'node:os';
import path from 'node:path';
import { runMain } from '../scripts/lib/runMain';
import { BENCH_PATHS } from './benchPaths';
import { casesFromEnv, pairsFromEnv, suiteFromEnv } from './benchSettings';
import { startBenchStack, type BenchStack } from './benchStack';
import { PRODUCT_NAME_TIMING } from './browser/pageSignals';
import { buildVariants } from './build/buildVariants';
import { loadAverage, loadWarning, machineInfo } from './machineInfo';
import { measureBench } from './measureBench';
import { prepareRegistryCopies } from './registrySize/registryCopies';
import { REGISTRY_SIZES } from './registrySize/registrySizeFigures';
import { printResults } from './report/printResults';
import { benchResultsSchema, type BenchResults, type CaseResult } from './results/resultsSchema';
import { writeResults } from './results/writeResults';
import { cpuPlan, describeCpuPlan } from './serve/cpuPinning';
import { runRenderOutput } from './sandbox/runRenderOutput';
import { runRemoteData } from './remoteData/runRemoteData';
import { runServerRendering } from './serverRendering/runServerRendering';
import { waterfallsOf } from './waterfalls';

runMain(async () => {
  const started = Date.now();
  const pairs = pairsFromEnv();
  const cases = casesFromEnv();
  const suite = suiteFromEnv();
  const plan = cpuPlan();
  const print = (line: string) => console.log(line);
  if (suite === 'render-output') return runRenderOutput(print);
  await buildVariants((line) => print(`[build] ${line}`));
  if (suite === 'all') await prepareRegistryCopies(Math.max(...REGISTRY_SIZES), (line) => print(`[build] ${line}`));
  print(`[serve] ${describeCpuPlan(plan)}`);
  const stack = await startBenchStack(plan);
  const isolation = { pinned: plan.kind === 'pinned', description: describeCpuPlan(plan) };
  try {
    if (suite === 'all') await browserOnlyCases(stack, { started, pairs, cases, plan, print });
    print('');
    if (suite !== 'remote-data') await runServerRendering(stack, { rounds: pairs, isolation, print });
    print('');
    await runRemoteData(stack, { rounds: pairs, isolation, print });
  } finally {
    await stack.close();
  }
  if (suite === 'remote-data') return;
  print('');
  await runRenderOutput(print);
});

/** The browser-only cases, the registry sizes and the fallbacks: bench/results/latest.json. */
async function browserOnlyCases(
  stack: BenchStack,
  {
    started,
    pairs,
    cases,
    plan,
    print,
  }: {
    started: number;
    pairs: number;
    cases: ReturnType<typeof casesFromEnv>;
    plan: ReturnType<typeof cpuPlan>;
    print: (line: string) => void;
  },
): Promise<void> {
  const serverCpus = plan.kind === 'pinned' ? plan.serverCpus : undefined;
  const cores = os.cpus().length;
  const warnings: string[] = [];
  const warn = (warning: string | undefined) => {
    if (warning === undefined) return;
    warnings.push(warning);
    print(`⚠ ${warning}`);
  };
  const loadBefore = loadAverage();
  warn(loadWarning('before the run', loadBefore, cores));
  const { runs, registrySize, fallbacks } = await measureBench(stack, { cases, pairs, serverCpus, print });
  warn(loadWarning('after the run', loadAverage(), cores));
  const results: BenchResults = benchResultsSchema.parse({
    schemaVersion: 2,
    date: new Date().toISOString(),
    machine: machineInfo(stack.browser.version(), loadBefore),
    isolation: { pinned: plan.kind === 'pinned', description: describeCpuPlan(plan) },
    warnings,
    signal:
      `Element Timing: renderTime of the first PerformanceObserver 'element' entry with identifier ` +
      `"${PRODUCT_NAME_TIMING}" (the catalog's product names), ms since navigation start`,
    durationSeconds: Math.round((Date.now() - started) / 1000),
    cases: runs.map((run): CaseResult => run.result),
    registrySize,
    fallbacks,
    waterfalls: waterfallsOf(runs),
  } satisfies BenchResults);
  await writeResults(BENCH_PATHS.results, results);
  printResults(results, print);
  print('');
  print(`Written to ${path.relative(process.cwd(), BENCH_PATHS.results)}`);
}
