/**
 * `npm run bench`: the federated application against the same application built as one bundle, in Chromium, under
 * emulated network conditions, over HTTP/1.1 and over HTTP/2 with TLS; then the federated host with registries of
 * 2 to 200 remotes. Prints a table and writes bench/results/latest.json (keys: bench/README.md).
 * BENCH_PAIRS sets the runs per variant and case (default 9), BENCH_CASES which cases run, BENCH_PIN the CPU plan.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runMain } from '../scripts/lib/runMain';
import { UserFacingError } from '@mfp/remote-kit/command';
import { BENCH_PATHS } from './benchPaths';
import type { BodyCache } from './browser/measurePageLoad';
import { launchChromium } from './browser/launchChromium';
import { launchChromiumWithProfile } from './browser/launchChromiumWithProfile';
import { NETWORK_CASES, type NetworkCase } from './browser/networkCases';
import { PRODUCT_NAME_TIMING } from './browser/pageSignals';
import { buildVariants } from './build/buildVariants';
import { loadAverage, loadWarning, machineInfo } from './machineInfo';
import { measureFallbacks } from './measureFallbacks';
import { measureRegistrySize } from './registrySize/measureRegistrySize';
import { prepareRegistryCopies, REGISTRY_COPIES_DIR } from './registrySize/registryCopies';
import { REGISTRY_SIZES } from './registrySize/registrySizeFigures';
import { printResults } from './report/printResults';
import { benchResultsSchema, type BenchResults, type CaseResult } from './results/resultsSchema';
import { writeResults } from './results/writeResults';
import { runCase, waterfallOf, type CaseRun, type VariantUrls } from './runCases';
import { trustCertificate } from './serve/benchFetch';
import { cpuPlan, describeCpuPlan, pinProcess } from './serve/cpuPinning';
import { makeSelfSignedCertificate } from './serve/selfSignedCertificate';
import { startBenchServerProcess } from './serve/startBenchServerProcess';
import { startTlsProxy, tlsOrigins } from './serve/tlsProxy';

const MIN_PAIRS = 9;
const FALLBACK_RUNS = 5;
const WATERFALL_CASE = 'cold-40ms';
const WARM_WATERFALL_CASE = 'warm-40ms';
const H2_WATERFALL_CASE = 'cold-40ms-h2';

function pairsFromEnv(): number {
  const raw = process.env.BENCH_PAIRS;
  if (raw === undefined || raw === '') return MIN_PAIRS;
  const pairs = Number(raw);
  if (!Number.isInteger(pairs) || pairs < 1) {
    throw new UserFacingError(`BENCH_PAIRS="${raw}" must be a whole number of at least 1 (default ${MIN_PAIRS}).`);
  }
  return pairs;
}

/** BENCH_CASES: the case ids to run, comma-separated; all by default. The waterfalls' cases always run. */
function casesFromEnv(): readonly NetworkCase[] {
  const raw = process.env.BENCH_CASES;
  if (raw === undefined || raw.trim() === '') return NETWORK_CASES;
  const wanted = new Set([
    ...raw.split(',').map((id) => id.trim()),
    WATERFALL_CASE,
    WARM_WATERFALL_CASE,
    H2_WATERFALL_CASE,
  ]);
  const unknown = [...wanted].filter((id) => !NETWORK_CASES.some((c) => c.id === id));
  if (unknown.length > 0)
    throw new UserFacingError(
      `BENCH_CASES names no case ${unknown.join(', ')}; the cases are ${NETWORK_CASES.map((c) => c.id).join(', ')}.`,
    );
  return NETWORK_CASES.filter((c) => wanted.has(c.id));
}

runMain(async () => {
  const started = Date.now();
  const pairs = pairsFromEnv();
  const cases = casesFromEnv();
  const plan = cpuPlan();
  const serverCpus = plan.kind === 'pinned' ? plan.serverCpus : undefined;
  const browserCpus = plan.kind === 'pinned' ? plan.browserCpus : undefined;
  const print = (line: string) => console.log(line);
  const cores = os.cpus().length;
  const warnings: string[] = [];
  const warn = (warning: string | undefined) => {
    if (warning === undefined) return;
    warnings.push(warning);
    print(`⚠ ${warning}`);
  };
  const loadBefore = loadAverage();
  warn(loadWarning('before the run', loadBefore, cores));
  await buildVariants((line) => print(`[build] ${line}`));
  await prepareRegistryCopies(Math.max(...REGISTRY_SIZES), (line) => print(`[build] ${line}`));
  print(`[serve] ${describeCpuPlan(plan)}`);
  const certificate = makeSelfSignedCertificate();
  trustCertificate(readFileSync(certificate.certPath, 'utf8'));
  const origins = await tlsOrigins();
  const servers = await startBenchServerProcess({
    env: { BENCH_TLS_STORE_ORIGIN: origins.store, BENCH_REGISTRY_COPIES_DIR: REGISTRY_COPIES_DIR },
    ...(serverCpus === undefined ? {} : { cpus: serverCpus }),
  });
  const { federatedBehindTls, registryCopiesStore } = servers.urls;
  if (federatedBehindTls === undefined || registryCopiesStore === undefined)
    throw new Error('the bench servers started without the TLS upstream or the registry-size store');
  const proxy = await startTlsProxy(
    origins,
    { federated: federatedBehindTls, singleBundle: servers.urls.singleBundle, store: servers.urls.store },
    certificate,
    serverCpus,
  ).catch(async (error: unknown) => {
    await servers.stop();
    throw error;
  });
  if (browserCpus !== undefined) pinProcess(process.pid, browserCpus);
  const browser = await launchChromium({
    trustedSpki: [certificate.spkiSha256],
    ...(browserCpus === undefined ? {} : { cpus: browserCpus }),
  });
  const openProfile = () =>
    launchChromiumWithProfile({
      trustedSpki: [certificate.spkiSha256],
      ...(browserCpus === undefined ? {} : { cpus: browserCpus }),
    });
  try {
    const bodies: BodyCache = new Map();
    const urls: VariantUrls = {
      http1: { federated: servers.urls.federated, singleBundle: servers.urls.singleBundle },
      h2: { federated: origins.federated, singleBundle: origins.singleBundle },
    };
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
    const runOf = (id: string) => runs.find((run) => run.result.id === id) as CaseRun;
    const waterfall = (id: string, variant: keyof CaseRun['firstLoads']) =>
      waterfallOf(id, runOf(id).firstLoads[variant]);
    const loadAfter = loadAverage();
    warn(loadWarning('after the run', loadAfter, cores));
    const results: BenchResults = benchResultsSchema.parse({
      schemaVersion: 2,
      date: new Date().toISOString(),
      machine: machineInfo(browser.version(), loadBefore),
      isolation: { pinned: plan.kind === 'pinned', description: describeCpuPlan(plan) },
      warnings,
      signal:
        `Element Timing: renderTime of the first PerformanceObserver 'element' entry with identifier ` +
        `"${PRODUCT_NAME_TIMING}" (the catalog's product names), ms since navigation start`,
      durationSeconds: Math.round((Date.now() - started) / 1000),
      cases: runs.map((run): CaseResult => run.result),
      registrySize,
      fallbacks,
      waterfalls: {
        federated: waterfall(WATERFALL_CASE, 'federated'),
        singleBundle: waterfall(WATERFALL_CASE, 'singleBundle'),
        warmFederated: waterfall(WARM_WATERFALL_CASE, 'federated'),
        warmSingleBundle: waterfall(WARM_WATERFALL_CASE, 'singleBundle'),
        h2Federated: waterfall(H2_WATERFALL_CASE, 'federated'),
      },
    } satisfies BenchResults);
    await writeResults(BENCH_PATHS.results, results);
    printResults(results, print);
    print('');
    print(`Written to ${path.relative(process.cwd(), BENCH_PATHS.results)}`);
  } finally {
    await browser.close();
    await proxy.close();
    await servers.stop();
    certificate.remove();
  }
});
