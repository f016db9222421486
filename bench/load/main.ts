/**
 * `npm run load`: 100 connections for 10 s against each target of the real host server (bench/load/loadTargets.ts),
 * loopback only, with a fresh server process per target whose peak RSS is read from /proc; then the switch case
 * (bench/load/switchInFlight): two host servers behind nginx while a release switches every 2 s, with the records in
 * a folder, then in PostgreSQL. Prints tables and writes bench/results/load.json (keys: bench/README.md).
 * Last, the data cases (issue 42, bench/load/remoteData): bench/results/load-remote-data.json; LOAD_SUITE=remote-data
 * runs them alone.
 */
import path from 'node:path';
import { runMain } from '../../scripts/lib/runMain';
import { UserFacingError } from '@mfp/settings/command';
import { REGISTRY_PATH } from '@mfp/shared/registry';
import { BENCH_PATHS } from '../benchPaths';
import { buildVariants } from '../build/buildVariants';
import { loadAverage } from '../machineInfo';
import { writeResults } from '../results/writeResults';
import { cohortCostLine } from './cohortCost/cohortCostLine';
import { measureCohortCost } from './cohortCost/measureCohortCost';
import { formatTable } from './formatTable';
import { CONNECTIONS, DURATION_SECONDS, loadSuiteFromEnv } from './loadSettings';
import { loadTargets } from './loadTargets';
import { registryRatioLines } from './registryRatios';
import { runTarget, targetTableRows, type LoadResult } from './runTarget';
import { runDataLoad } from './remoteData/runDataLoad';
import { runServerRenderingCases } from './serverRenderingCases';
import { serverRenderingShare, serverRenderingShareLines } from './serverRenderingShare';
import {
  REGISTRY_MAX_STALENESS_MS,
  rssTableRows,
  runSwitchCase,
  SWITCH_INTERVAL_MS,
  SWITCH_RUNS,
  SWITCHED_REMOTE,
  switchRunProblems,
  switchTableRows,
  type SwitchRunResult,
} from './switchInFlight';

runMain(async () => {
  const print = (line: string) => console.log(line);
  const loadBefore = loadAverage();
  await buildVariants((line) => print(`[build] ${line}`));
  if (loadSuiteFromEnv() === 'remote-data') return runDataLoad(print);
  const results: LoadResult[] = [];
  for (const target of loadTargets(BENCH_PATHS.hostDist)) {
    print(`[load] ${target.label}: ${CONNECTIONS} connections for ${DURATION_SECONDS} s`);
    results.push(await runTarget(target));
  }
  const switchRuns: SwitchRunResult[] = [];
  for (const kind of ['folder', 'postgres'] as const) {
    print(
      `[load] two host servers behind nginx, ${SWITCHED_REMOTE} switched every ${SWITCH_INTERVAL_MS / 1000} s, ` +
        `${SWITCH_RUNS[kind].label}: ${CONNECTIONS} connections for ${DURATION_SECONDS} s`,
    );
    switchRuns.push(await runSwitchCase(kind, { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, print }));
  }
  const serverRendering = await runServerRenderingCases(print);
  const cohortCost = await measureCohortCost(print);
  print('');
  print(`load average ${loadBefore.join(' ')} before, ${loadAverage().join(' ')} after`);
  for (const line of [...reportLines(results, switchRuns), ...serverRendering.tableLines(), cohortCostLine(cohortCost)])
    print(line);
  const file = path.join(path.dirname(BENCH_PATHS.results), 'load.json');
  await writeResults(file, {
    date: new Date().toISOString(),
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadAverage(),
    targets: results,
    serverRendering: serverRenderingShare(results) ?? null,
    switchInFlight: {
      remote: SWITCHED_REMOTE,
      switchIntervalMs: SWITCH_INTERVAL_MS,
      registryMaxStalenessMs: REGISTRY_MAX_STALENESS_MS,
      runs: switchRuns,
    },
    ...serverRendering.results,
    cohortCost,
  });
  print(`Written to ${path.relative(process.cwd(), file)}`);
  print('');
  await runDataLoad(print);
  const problems = switchRuns.flatMap((run) => switchRunProblems(run).map((problem) => `${run.label}: ${problem}`));
  if (problems.length > 0)
    throw new UserFacingError(
      `The switch case failed: ${problems.join('; ')}. The host servers' log is ${BENCH_PATHS.serverLog}; ` +
        `bench/results/load.json has the first mixed or invalid answers under switchInFlight.runs[].problems.`,
    );
});

/** The targets' and the switch case's tables, as printed. */
function reportLines(results: LoadResult[], switchRuns: SwitchRunResult[]): string[] {
  return [
    ...formatTable(targetTableRows(results)),
    ...registryRatioLines(results),
    ...serverRenderingShareLines(results),
    '',
    `${REGISTRY_PATH} through nginx in front of two host servers, ${SWITCHED_REMOTE} switched every ${SWITCH_INTERVAL_MS / 1000} s:`,
    ...formatTable(switchTableRows(switchRuns)),
    ...formatTable(rssTableRows(switchRuns)),
  ];
}
