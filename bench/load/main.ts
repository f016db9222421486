/**
 * `npm run load`: 100 connections for 10 s against each target of the real host server (bench/load/loadTargets.ts),
 * loopback only, with a fresh server process per target whose peak RSS is read from /proc. Prints a table and writes
 * bench/results/load.json (keys: bench/README.md).
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { runMain } from '../../scripts/lib/runMain';
import { BENCH_PATHS } from '../benchPaths';
import { buildFederated } from '../build/buildVariants';
import { loadAverage } from '../machineInfo';
import { writeResults } from '../results/writeResults';
import { startBenchServerProcess } from '../serve/startBenchServerProcess';
import { assertLoopback } from './assertLoopback';
import { loadTargets, type LoadTarget } from './loadTargets';
import { sampleRss } from './peakRss';

const CONNECTIONS = 100;
const DURATION_SECONDS = 10;

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
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  print('');
  print(`load average ${loadBefore.join(' ')} before, ${loadAverage().join(' ')} after`);
  for (const row of rows)
    print(
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    );
  const file = path.join(path.dirname(BENCH_PATHS.results), 'load.json');
  await writeResults(file, {
    date: new Date().toISOString(),
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadAverage(),
    targets: results,
  });
  print(`Written to ${path.relative(process.cwd(), file)}`);
});
