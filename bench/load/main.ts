/**
 * `npm run load`: 100 connections for 10 s against each target of the real host server (bench/load/loadTargets.ts),
 * loopback only, with a fresh server process per target whose peak RSS is read from /proc; then the switch case
 * (bench/load/switchInFlight): two host servers behind nginx while a release switches every 2 s, with the records in
 * a folder, then in PostgreSQL. Prints tables and writes bench/results/load.json (keys: bench/README.md).
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { runMain } from '../../scripts/lib/runMain';
import { UserFacingError } from '@mfp/remote-kit/command';
import { REGISTRY_PATH } from '@mfp/shared/registry';
import { BENCH_PATHS } from '../benchPaths';
import { buildFederated } from '../build/buildVariants';
import { loadAverage } from '../machineInfo';
import { writeResults } from '../results/writeResults';
import { startBenchServerProcess } from '../serve/startBenchServerProcess';
import { assertLoopback } from './assertLoopback';
import { formatTable } from './formatTable';
import { CONNECTIONS, DURATION_SECONDS } from './loadSettings';
import { loadTargets, type LoadTarget } from './loadTargets';
import { sampleRss } from './peakRss';
import { registryRatioLines } from './registryRatios';
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

export interface LoadResult {
  id: string;
  label: string;
  /** What the server answered the target's headers with, from one request before the run. */
  contentEncoding: string;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number };
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
  peakRssMb: number;
}

async function runTarget(target: LoadTarget): Promise<LoadResult> {
  const servers = await startBenchServerProcess();
  try {
    const url = assertLoopback(`${servers.urls.federated}${target.path}`).href;
    const probe = await fetch(url, { headers: target.headers });
    await probe.arrayBuffer();
    const rss = sampleRss(servers.pid);
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      headers: target.headers,
    });
    return {
      id: target.id,
      label: target.label,
      contentEncoding: probe.headers.get('content-encoding') ?? 'identity',
      requestsPerSecond: Math.round(result.requests.average),
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
      errors: result.errors + result.timeouts + result.non2xx,
      peakRssMb: Math.round(rss.stop() / 2 ** 20),
    };
  } finally {
    await servers.stop();
  }
}

runMain(async () => {
  const print = (line: string) => console.log(line);
  const loadBefore = loadAverage();
  await buildFederated((line) => print(`[build] ${line}`));
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
  const rows = [
    ['target', 'encoding', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'peak RSS MB'],
    ...results.map((r) => [
      r.label,
      r.contentEncoding,
      `${r.requestsPerSecond}`,
      `${r.latencyMs.p50}`,
      `${r.latencyMs.p99}`,
      `${r.errors}`,
      `${r.peakRssMb}`,
    ]),
  ];
  print('');
  print(`load average ${loadBefore.join(' ')} before, ${loadAverage().join(' ')} after`);
  for (const line of formatTable(rows)) print(line);
  for (const line of registryRatioLines(results)) print(line);
  print('');
  print(
    `${REGISTRY_PATH} through nginx in front of two host servers, ${SWITCHED_REMOTE} switched every ${SWITCH_INTERVAL_MS / 1000} s:`,
  );
  for (const line of formatTable(switchTableRows(switchRuns))) print(line);
  for (const line of formatTable(rssTableRows(switchRuns))) print(line);
  const file = path.join(path.dirname(BENCH_PATHS.results), 'load.json');
  await writeResults(file, {
    date: new Date().toISOString(),
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadAverage(),
    targets: results,
    switchInFlight: {
      remote: SWITCHED_REMOTE,
      switchIntervalMs: SWITCH_INTERVAL_MS,
      registryMaxStalenessMs: REGISTRY_MAX_STALENESS_MS,
      runs: switchRuns,
    },
  });
  print(`Written to ${path.relative(process.cwd(), file)}`);
  const problems = switchRuns.flatMap((run) => switchRunProblems(run).map((problem) => `${run.label}: ${problem}`));
  if (problems.length > 0)
    throw new UserFacingError(
      `The switch case failed: ${problems.join('; ')}. The host servers' log is ${BENCH_PATHS.serverLog}; ` +
        `bench/results/load.json has the first mixed or invalid answers under switchInFlight.runs[].problems.`,
    );
});
