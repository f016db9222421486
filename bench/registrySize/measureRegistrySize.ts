import path from 'node:path';
import type { Browser } from '@playwright/test';
import { rotatingOrder } from '../analysis/stats';
import type { BodyCache, PageLoad } from '../browser/measurePageLoad';
import type { NetworkCase } from '../browser/networkCases';
import { HOST_MEASURE_PREFIX } from '../browser/pageSignals';
import { loadAverage } from '../machineInfo';
import type { BenchResults } from '../results/resultsSchema';
import { BENCH_PATHS } from '../benchPaths';
import { MEASURED_PATH, visit } from '../runCases';
import { startBenchServerProcess, type ServerProcess } from '../serve/startBenchServerProcess';
import { pageFigures } from './pageFigures';
import { memoryOf } from './processMemory';
import { registryCases, REGISTRY_SIZES, type RegistrySizeSample } from './registrySizeFigures';

/** Where the registry-size cases run and how often. */
export interface RegistrySizeOptions {
  /** The registry-size store (`registryCopies.ts`), whose first N remotes each host's registry names. */
  storeUrl: string;
  networkCase: NetworkCase;
  rounds: number;
  bodies: BodyCache;
  /** The servers' cores, which each host server process is pinned to. */
  cpus?: string;
  print: (line: string) => void;
}

/** A registry-size host server process: the federated build with a registry of `remotes` remotes. */
interface RegistryHost {
  remotes: number;
  server: ServerProcess<{ host: string }>;
}

/** Starts one host per size in REGISTRY_SIZES, each added to `hosts` once it runs, so the caller stops all it got. */
async function startRegistryHosts(hosts: RegistryHost[], { storeUrl, cpus }: RegistrySizeOptions): Promise<void> {
  for (const remotes of REGISTRY_SIZES)
    hosts.push({
      remotes,
      server: await startBenchServerProcess<{ host: string }>({
        script: path.join(__dirname, 'serveRegistryHost.ts'),
        env: { BENCH_REGISTRY_REMOTES: String(remotes), BENCH_REGISTRY_STORE_URL: storeUrl },
        ...(cpus === undefined ? {} : { cpus }),
      }),
    });
}

/** Adds one visit's paint, main-thread CPU and the host's own measures to the sample of its size. */
function addVisit(sample: RegistrySizeSample, load: PageLoad): void {
  sample.paintMs.push(load.signalMs);
  sample.mainThreadCpuMs.push(load.trace?.mainThreadCpuMs ?? NaN);
  const registry = load.userTiming[`${HOST_MEASURE_PREFIX}registry`];
  const navigation = load.userTiming[`${HOST_MEASURE_PREFIX}navigation`];
  if (registry !== undefined) sample.registryMs.push(registry);
  if (navigation !== undefined) sample.navigationMs.push(navigation);
}

/**
 * The registry-size cases: a host server process for each size in REGISTRY_SIZES, its registry the first N remotes of
 * the registry-size store (bench/registrySize/registryCopies.ts) at `storeUrl`; page bytes and render time from here;
 * then `rounds` rounds of one cold, traced visit to each (in rotating order); the server's memory after its start
 * and after the visits.
 */
export async function measureRegistrySize(
  browser: Browser,
  options: RegistrySizeOptions,
): Promise<BenchResults['registrySize']> {
  const before = loadAverage();
  const hosts: RegistryHost[] = [];
  try {
    await startRegistryHosts(hosts, options);
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
        addVisit(samples[hosts.indexOf(host)] as RegistrySizeSample, load);
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
