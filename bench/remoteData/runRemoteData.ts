import os from 'node:os';
import path from 'node:path';
import { BENCH_PATHS } from '../benchPaths';
import type { BenchStack } from '../benchStack';
import { PRODUCT_NAME_TIMING } from '../browser/pageSignals';
import { loadAverage, loadWarning, machineInfo } from '../machineInfo';
import { remoteDataResultsSchema, type RemoteDataResults } from '../results/remoteDataSchema';
import { writeResults } from '../results/writeResults';
import { MEASURED_PATH } from '../runCases';
import { VARIANT_WORDS } from '../serverRendering/renderingFigures';
import { measureDataCases } from './measureDataCases';
import { remoteDataLines } from './printRemoteData';
import { productsApiControl } from '../serve/productsApiControl';

/** Where the data cases' figures go (keys: bench/README.md). */
const RESULTS_FILE = path.join(path.dirname(BENCH_PATHS.results), 'remote-data.json');

const SIGNALS: RemoteDataResults['signals'] = {
  firstByteMs: "the document's responseStart (Navigation Timing), ms since navigation start",
  shellMs: "the first-contentful-paint entry's startTime: the host's header and navigation, which come first",
  contentMs: `Element Timing: renderTime of the first 'element' entry "${PRODUCT_NAME_TIMING}"`,
  interactiveMs: 'the first click on "Add to cart" that took effect (bench/serverRendering/interactionProbe.ts)',
  apiRequests:
    "product requests the products API answered during the measured visit (its /_stats), earlier visits' excluded",
};

/**
 * Issue 42's data cases: the catalog reading its products API at 0, 300 and 800 ms, on the federated host (loader
 * and render in the sandbox, the shell streamed past the window) and on the server-rendered single bundle (the same
 * loader run in-process, the same host page). Written to bench/results/remote-data.json.
 */
export async function runRemoteData(
  stack: BenchStack,
  {
    rounds,
    isolation,
    print,
  }: { rounds: number; isolation: RemoteDataResults['isolation']; print: (line: string) => void },
) {
  const loadBefore = loadAverage();
  const { urls } = stack.servers;
  const figures = await measureDataCases(stack.browser, {
    urls: { ssrFederated: urls.federatedServerRendered, ssrSingle: urls.singleBundleServerRendered },
    api: productsApiControl(urls.productsApi),
    rounds,
    bodies: new Map(),
    print,
  });
  const warnings = [
    loadWarning('before the data cases', loadBefore, os.cpus().length),
    loadWarning('after the data cases', loadAverage(), os.cpus().length),
  ].filter((warning): warning is string => warning !== undefined);
  const results = remoteDataResultsSchema.parse({
    schemaVersion: 1,
    date: new Date().toISOString(),
    machine: machineInfo(stack.browser.version(), loadBefore),
    isolation,
    warnings,
    signals: SIGNALS,
    page: MEASURED_PATH,
    variants: { ssrFederated: VARIANT_WORDS.ssrFederated, ssrSingle: VARIANT_WORDS.ssrSingle },
    ...figures,
  } satisfies RemoteDataResults);
  await writeResults(RESULTS_FILE, results);
  print('');
  for (const warning of warnings) print(`⚠ ${warning}`);
  for (const line of remoteDataLines(results)) print(line);
  print(`Written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
}
