import type { Browser } from '@playwright/test';
import { rotatingOrder } from '../analysis/stats';
import type { BodyCache } from '../browser/measurePageLoad';
import { NETWORK_CASES } from '../browser/networkCases';
import { loadAverage } from '../machineInfo';
import type { RemoteDataResults } from '../results/remoteDataSchema';
import { MEASURED_PATH } from '../runCases';
import { clientNavigationRequests } from './clientNavigationRequests';
import {
  DATA_VARIANTS,
  dataComparisons,
  dataSpreads,
  firstByteGrowth,
  type DataRoundSamples,
  type DataVariant,
} from './dataFigures';
import type { ProductsApiControl } from '../serve/productsApiControl';
import { visitDataPage } from './visitDataPage';

/** Issue 42's API latencies, 0 first: every other latency's first byte is compared with its. */
const API_LATENCIES_MS = [0, 300, 800] as const;
/** Cold and warm (new tab), at 40 ms, HTTP/1.1, as the rendering variants' cases. */
const NETWORK = NETWORK_CASES.filter((networkCase) => ['cold-40ms', 'warm-40ms'].includes(networkCase.id));

export interface DataCasesOptions {
  urls: Record<DataVariant, string>;
  api: ProductsApiControl;
  rounds: number;
  bodies: BodyCache;
  print: (line: string) => void;
}

/** Answers asked of each variant before the first measured visit. */
const WARMUP_ANSWERS = 10;

type DataCase = RemoteDataResults['cases'][number];

/**
 * Issue 42's data cases: for each network case and API latency, `rounds` rounds of both server-rendered variants in
 * an order rotating round by round; then one client navigation per variant and latency, counted, not timed.
 */
export async function measureDataCases(
  browser: Browser,
  { urls, api, rounds, bodies, print }: DataCasesOptions,
): Promise<Pick<RemoteDataResults, 'cases' | 'clientNavigations'>> {
  // Unmeasured answers first, as the server cost's: they start the renderers and warm the isolates.
  for (let warmup = 0; warmup < WARMUP_ANSWERS; warmup += 1)
    for (const variant of DATA_VARIANTS) await (await fetch(`${urls[variant]}${MEASURED_PATH}`)).text();
  const cases: DataCase[] = [];
  const clientNavigations: RemoteDataResults['clientNavigations'] = [];
  for (const networkCase of NETWORK) {
    const atZero: Partial<Record<DataVariant, number[]>> = {};
    for (const apiLatencyMs of API_LATENCIES_MS) {
      await api.setLatency(apiLatencyMs);
      const id = `${networkCase.id}-api-${apiLatencyMs}ms`;
      print(`[measure] data page, ${networkCase.label}, API ${apiLatencyMs} ms`);
      const before = loadAverage();
      const samples: DataRoundSamples = { ssrFederated: [], ssrSingle: [] };
      for (const [round, order] of rotatingOrder(DATA_VARIANTS, rounds).entries()) {
        for (const variant of order)
          samples[variant].push(
            await visitDataPage(browser, `${urls[variant]}${MEASURED_PATH}`, networkCase, { bodies, api }),
          );
        const last = (variant: DataVariant) => {
          const sample = samples[variant].at(-1)!;
          const figures = [sample.firstByteMs, sample.shellMs, sample.contentMs, sample.interactiveMs];
          return `${variant} ${figures.map(Math.round).join('/')} (${sample.apiRequests} API)`;
        };
        print(
          `  ${id} round ${round + 1}/${rounds} (byte/shell/content/interactive ms): ${DATA_VARIANTS.map(last).join(', ')}`,
        );
      }
      const firstBytes = (variant: DataVariant) => samples[variant].map((sample) => sample.firstByteMs);
      if (apiLatencyMs === 0) for (const variant of DATA_VARIANTS) atZero[variant] = firstBytes(variant);
      const growth = (variant: DataVariant) =>
        apiLatencyMs === 0 || !atZero[variant] ? null : firstByteGrowth(firstBytes(variant), atZero[variant]);
      cases.push({
        id,
        label: `${networkCase.label}, API ${apiLatencyMs} ms`,
        visit: networkCase.visit,
        networkLatencyMs: networkCase.latencyMs,
        apiLatencyMs,
        rounds,
        variants: dataSpreads(samples),
        comparisons: dataComparisons(samples, apiLatencyMs),
        firstByteGrowth: { ssrFederated: growth('ssrFederated'), ssrSingle: growth('ssrSingle') },
        loadAverage: { before, after: loadAverage() },
      });
      if (networkCase === NETWORK[0])
        for (const variant of DATA_VARIANTS)
          clientNavigations.push({
            variant,
            apiLatencyMs,
            ...(await clientNavigationRequests(browser, urls[variant], api)),
          });
    }
  }
  await api.setLatency(0);
  return { cases, clientNavigations };
}
