import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { quantile, rotatingOrder } from '../analysis/stats';
import type { BodyCache } from '../browser/measurePageLoad';
import type { NetworkCase } from '../browser/networkCases';
import { HOST_MEASURE_PREFIX } from '../browser/pageSignals';
import { loadAverage } from '../machineInfo';
import type { BenchResults } from '../results/resultsSchema';
import { BENCH_PATHS } from '../benchPaths';
import { MEASURED_PATH, visit } from '../runCases';
import { startBenchServerProcess, type ServerProcess } from '../serve/startBenchServerProcess';
import { memoryOf } from './processMemory';
import { registryCases, REGISTRY_SIZES, type RegistrySizeSample } from './registrySizeFigures';

const RENDER_REQUESTS = 20;
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

async function timedGet(url: string, encoding: string): Promise<{ ms: number; bytes: Buffer }> {
  const started = performance.now();
  // A navigation: the host server answers pages only to requests that accept HTML.
  const response = await fetch(url, { headers: { accept: 'text/html', 'accept-encoding': encoding } });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - started, bytes };
}

/**
 * The page as the server renders it: the first request after the start, then the median of `RENDER_REQUESTS` more,
 * each asking for what a browser asks (so timed with its compression), from this process over loopback. Its bytes are
 * asked for uncompressed and gzipped here at the default level, comparable whatever the server sends.
 */
async function pageFigures(url: string) {
  const first = await timedGet(url, BROWSER_ENCODINGS);
  const times: number[] = [];
  for (let request = 0; request < RENDER_REQUESTS; request++) times.push((await timedGet(url, BROWSER_ENCODINGS)).ms);
  const { bytes } = await timedGet(url, 'identity');
  return {
    pageBytes: { raw: bytes.length, gzip: gzipSync(bytes).length },
    renderMs: { first: Math.round(first.ms * 100) / 100, median: Math.round(quantile(times, 0.5) * 100) / 100 },
  };
}

/**
 * The registry-size cases: a host server process for each size in REGISTRY_SIZES, its registry the first N remotes of
 * the registry-size store (bench/registrySize/registryCopies.ts) at `storeUrl`; page bytes and render time from here;
 * then `rounds` rounds of one cold, traced visit to each (in rotating order); the server's memory after its start
 * and after the visits.
 */
export async function measureRegistrySize(
  browser: Browser,
  options: {
    storeUrl: string;
    networkCase: NetworkCase;
    rounds: number;
    bodies: BodyCache;
    cpus?: string;
    print: (line: string) => void;
  },
): Promise<BenchResults['registrySize']> {
  const before = loadAverage();
  const hosts: { remotes: number; server: ServerProcess<{ host: string }> }[] = [];
  try {
    for (const remotes of REGISTRY_SIZES)
      hosts.push({
        remotes,
        server: await startBenchServerProcess<{ host: string }>({
          script: path.join(__dirname, 'serveRegistryHost.ts'),
          env: { BENCH_REGISTRY_REMOTES: String(remotes), BENCH_REGISTRY_STORE_URL: options.storeUrl },
          ...(options.cpus === undefined ? {} : { cpus: options.cpus }),
        }),
      });
    const samples: RegistrySizeSample[] = [];
    for (const { remotes, server } of hosts) {
      const afterStart = memoryOf(server.pid).rssMb;
      samples.push({
        remotes,
        ...(await pageFigures(`${server.urls.host}${MEASURED_PATH}`)),
        paintMs: [],
        mainThreadCpuMs: [],
        registryMs: [],
        navigationMs: [],
        rssMb: { afterStart, afterVisits: 0, peak: 0 },
      });
    }
    for (const [round, order] of rotatingOrder(hosts, options.rounds).entries()) {
      for (const host of order) {
        const traceFile =
          round === 0 ? path.join(BENCH_PATHS.traces, `registry-${host.remotes}-remotes.json`) : undefined;
        const load = await visit(
          browser,
          `${host.server.urls.host}${MEASURED_PATH}`,
          options.networkCase,
          options.bodies,
          undefined,
          traceFile,
        );
        const sample = samples[hosts.indexOf(host)] as RegistrySizeSample;
        sample.paintMs.push(load.signalMs);
        sample.mainThreadCpuMs.push(load.trace?.mainThreadCpuMs ?? NaN);
        const registry = load.userTiming[`${HOST_MEASURE_PREFIX}registry`];
        const navigation = load.userTiming[`${HOST_MEASURE_PREFIX}navigation`];
        if (registry !== undefined) sample.registryMs.push(registry);
        if (navigation !== undefined) sample.navigationMs.push(navigation);
      }
      options.print(
        `  registry sizes round ${round + 1}/${options.rounds}: ` +
          samples.map((sample) => `${sample.remotes} → ${Math.round(sample.paintMs.at(-1) ?? NaN)} ms`).join(', '),
      );
    }
    for (const [index, { server }] of hosts.entries()) {
      const memory = memoryOf(server.pid);
      const sample = samples[index] as RegistrySizeSample;
      sample.rssMb = { ...sample.rssMb, afterVisits: memory.rssMb, peak: memory.peakMb };
    }
    return {
      networkCase: options.networkCase.id,
      rounds: options.rounds,
      cases: registryCases(samples),
      loadAverage: { before, after: loadAverage() },
    };
  } finally {
    await Promise.all(hosts.map(({ server }) => server.stop()));
  }
}
