import type { BenchStack } from './benchStack';
import type { BodyCache } from './browser/measurePageLoad';
import type { NetworkCase } from './browser/networkCases';
import { measureFallbacks } from './measureFallbacks';
import { measureRegistrySize } from './registrySize/measureRegistrySize';
import { REGISTRY_SIZES } from './registrySize/registrySizeFigures';
import type { BenchResults } from './results/resultsSchema';
import { runCase, type CaseRun } from './runCases';
import { WATERFALL_CASE } from './waterfalls';

const FALLBACK_RUNS = 5;

/** What one `npm run bench` measured, before it is written down. */
export interface BenchMeasurements {
  /** Each network case, both variants. */
  runs: CaseRun[];
  /** The federated host with 2 to 200 remotes in its registry. */
  registrySize: BenchResults['registrySize'];
  /** How long a user waits for the fallback screen when a remote's store refuses or hangs. */
  fallbacks: BenchResults['fallbacks'];
}

export interface BenchMeasureOptions {
  cases: readonly NetworkCase[];
  /** Runs per variant and case, and rounds per registry size. */
  pairs: number;
  /** The servers' cores, for the registry sizes' host servers. */
  serverCpus: string | undefined;
  print: (line: string) => void;
}

/** Runs every case, then the registry sizes and the fallbacks at the cold 40 ms case, sharing one cache of bodies. */
export async function measureBench(
  { servers, urls, registryCopiesStore, browser, openProfile }: BenchStack,
  { cases, pairs, serverCpus, print }: BenchMeasureOptions,
): Promise<BenchMeasurements> {
  const bodies: BodyCache = new Map();
  const runs: CaseRun[] = [];
  for (const networkCase of cases) {
    print(`[measure] ${networkCase.label}`);
    runs.push(await runCase(browser, networkCase, urls, pairs, bodies, print, openProfile));
  }
  const coldCase = cases.find((c) => c.id === WATERFALL_CASE) as NetworkCase;
  print(`[measure] registry sizes ${REGISTRY_SIZES.join(', ')}`);
  const registrySize = await measureRegistrySize(browser, {
    storeUrl: registryCopiesStore,
    networkCase: coldCase,
    rounds: pairs,
    bodies,
    print,
    ...(serverCpus === undefined ? {} : { cpus: serverCpus }),
  });
  print('[measure] fallbacks');
  const fallbacks = await measureFallbacks(browser, servers.urls.faults, coldCase, FALLBACK_RUNS, bodies);
  return { runs, registrySize, fallbacks };
}
