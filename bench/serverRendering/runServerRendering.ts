import os from 'node:os';
import path from 'node:path';
import { BENCH_PATHS } from '../benchPaths';
import type { BenchStack } from '../benchStack';
import type { BodyCache } from '../browser/measurePageLoad';
import { PRODUCT_NAME_TIMING } from '../browser/pageSignals';
import { loadAverage, loadWarning, machineInfo } from '../machineInfo';
import { serverRenderingResultsSchema, type ServerRenderingResults } from '../results/resultsSchema';
import { writeResults } from '../results/writeResults';
import { MEASURED_PATH } from '../runCases';
import { measureRenderingVariants } from './measureRenderingVariants';
import { measureServerCost } from './measureServerCost';
import { serverRenderingLines } from './printServerRendering';
import { VARIANT_WORDS } from './renderingFigures';

/** Where the comparison's figures go (keys: bench/README.md). */
const RESULTS_FILE = path.join(path.dirname(BENCH_PATHS.results), 'server-rendering.json');

export interface ServerRenderingRun {
  rounds: number;
  /** The isolation the stack was started with, as `latest.json` records it. */
  isolation: ServerRenderingResults['isolation'];
  print: (line: string) => void;
}

/**
 * The server-rendering comparison of `npm run bench` (issue 32, decision 0067): the server cost of the two
 * server-rendered variants, then the four rendering variants in the browser; written to bench/results/server-rendering.json.
 */
export async function runServerRendering(stack: BenchStack, { rounds, isolation, print }: ServerRenderingRun) {
  const loadBefore = loadAverage();
  const cores = os.cpus().length;
  const warnings: string[] = [];
  const { urls } = stack.servers;
  const bodies: BodyCache = new Map();
  // First: its unmeasured answers also start the renderers, which the browser's cold visits must not wait for.
  print('[measure] server cost of a server-rendered page');
  const serverCost = await measureServerCost(
    {
      federated: urls.federatedServerRendered,
      singleBundle: urls.singleBundleServerRendered,
      clientRendered: urls.federated,
    },
    MEASURED_PATH,
    print,
  );
  const cases = await measureRenderingVariants(stack.browser, stack.openProfile, {
    urls: {
      csrFederated: urls.federated,
      csrSingle: urls.singleBundle,
      ssrFederated: urls.federatedServerRendered,
      ssrSingle: urls.singleBundleServerRendered,
    },
    rounds,
    bodies,
    print,
  });
  for (const [when, load] of [
    ['before the comparison', loadBefore],
    ['after the comparison', loadAverage()],
  ] as const) {
    const warning = loadWarning(when, load, cores);
    if (warning) warnings.push(warning);
  }
  const results = serverRenderingResultsSchema.parse({
    schemaVersion: 1,
    date: new Date().toISOString(),
    machine: machineInfo(stack.browser.version(), loadBefore),
    isolation,
    warnings,
    signals: {
      contentMs: `Element Timing: renderTime of the first 'element' entry "${PRODUCT_NAME_TIMING}", ms since navigation start`,
      interactiveMs:
        "ms since navigation start when the header's cart count first read above 0, the cart emptied before the " +
        'page\'s scripts ran, "Add to cart" clicked every 5 ms from the content paint on (bench/serverRendering/interactionProbe.ts)',
    },
    page: MEASURED_PATH,
    variants: VARIANT_WORDS,
    cases,
    serverCost,
  } satisfies ServerRenderingResults);
  await writeResults(RESULTS_FILE, results);
  print('');
  for (const warning of warnings) print(`⚠ ${warning}`);
  for (const line of serverRenderingLines(results)) print(line);
  print(`Written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
}
