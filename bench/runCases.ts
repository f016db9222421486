import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { bootstrapInterval, targetResult } from './analysis/bootstrap';
import { criticalRequests, roundTrips } from './analysis/criticalPath';
import { federationRuntimeCopies, reactDomCopies, scriptBytes, type ScriptBytes } from './analysis/bundleContents';
import { alternatingOrder, pairedRatio, pairRatios, quantile, spread } from './analysis/stats';
import type { ProfileBrowser } from './browser/launchChromiumWithProfile';
import { measurePageLoad, type BodyCache, type PageLoad } from './browser/measurePageLoad';
import type { NetworkCase, Protocol } from './browser/networkCases';
import { PAINT_OBSERVER } from './browser/pageSignals';
import { BENCH_PATHS } from './benchPaths';
import { loadAverage } from './machineInfo';
import type { CaseResult, MainThread, VariantSummary, Waterfall } from './results/resultsSchema';
import type { TraceSummary } from './trace/traceSummary';

type Variant = 'federated' | 'singleBundle';

/** Where each variant is served, by protocol. */
export type VariantUrls = Record<Protocol, Record<Variant, string>>;

/** The page whose first product paint is measured. */
export const MEASURED_PATH = '/catalog';

interface RunSample {
  paintMs: number;
  requests: number;
  cachedRequests: number;
  roundTrips: number;
  javascriptBytes: ScriptBytes;
  reactDomCopies: number;
  federationRuntimeCopies: number;
  trace: TraceSummary;
  load: PageLoad;
}

/** Settled visits in new tabs of the same context before the measured one (a reload's first visit is its own tab). */
export const EARLIER_VISITS: Record<NetworkCase['visit'], number> = {
  cold: 0,
  'warm-new-tab': 1,
  'warm-reload': 0,
  returning: 2,
};

/** Starts a browser with an on-disk profile of its own, for the visit kinds that need what only a profile keeps. */
export type OpenProfile = () => Promise<ProfileBrowser>;

/** Where a visit runs: a new off-the-record context of the bench's browser, or a fresh profile's browser. */
export async function browsingFor(
  browser: Browser,
  networkCase: NetworkCase,
  openProfile: OpenProfile | undefined,
): Promise<{ context: BrowserContext; tracer: Browser; close(): Promise<void> }> {
  if (networkCase.visit !== 'returning') {
    const context = await browser.newContext();
    return { context, tracer: browser, close: () => context.close() };
  }
  if (!openProfile) throw new Error(`case ${networkCase.id} needs a browser profile, and none can be opened here`);
  const profile = await openProfile();
  return { context: profile.context, tracer: profile.browser, close: () => profile.close() };
}

/**
 * One measured visit, traced: a fresh context (cold); or a context visited once before until its network was idle,
 * then visited again in a new tab (warm, new tab) or reloaded in the same tab (warm, reload); or, in a fresh
 * profile, a third visit after two settled ones (returning).
 */
export async function visit(
  browser: Browser,
  url: string,
  networkCase: NetworkCase,
  bodies: BodyCache,
  openProfile?: OpenProfile,
  traceFile?: string,
): Promise<PageLoad> {
  const { context, tracer, close } = await browsingFor(browser, networkCase, openProfile);
  try {
    await context.addInitScript({ content: PAINT_OBSERVER });
    const options = { url, networkCase, signal: '__benchPaint', bodies };
    for (let earlier = 0; earlier < EARLIER_VISITS[networkCase.visit]; earlier += 1)
      await measurePageLoad(context, { ...options, settle: true });
    return await measurePageLoad(context, {
      ...options,
      traceWith: tracer,
      ...(traceFile === undefined ? {} : { traceFile }),
      reload: networkCase.visit === 'warm-reload',
    });
  } finally {
    await close();
  }
}

/** Raw bytes of the scripts among `urls` whose bodies the bench kept (inline scripts have none: 0). */
function bytesOf(urls: readonly string[], bodies: BodyCache): number {
  return urls.reduce((total, url) => total + Buffer.byteLength(bodies.get(url) ?? ''), 0);
}

async function sample(load: PageLoad, bodies: BodyCache): Promise<RunSample> {
  const critical = criticalRequests(load.requests, load.signalMs);
  const network = critical.filter((request) => !request.fromCache);
  const scripts = critical.filter((request) => request.type === 'Script');
  if (!load.trace) throw new Error('a measured visit has no trace');
  return {
    paintMs: load.signalMs,
    requests: network.length,
    cachedRequests: critical.length - network.length,
    roundTrips: roundTrips(critical),
    javascriptBytes: scriptBytes(scripts, bodies),
    reactDomCopies: await reactDomCopies(scripts, bodies),
    federationRuntimeCopies: federationRuntimeCopies(scripts, bodies),
    trace: load.trace,
    load,
  };
}

const median = (samples: RunSample[], pick: (sample: RunSample) => number) => quantile(samples.map(pick), 0.5);

function mainThreadOf(samples: RunSample[], bodies: BodyCache): MainThread {
  return {
    cpuMs: spread(samples.map((run) => run.trace.mainThreadCpuMs)),
    busyMs: median(samples, (run) => run.trace.mainThreadBusyMs),
    scriptCpuMs: median(samples, (run) => run.trace.scriptCpuMs),
    compiledBytes: median(samples, (run) => bytesOf(run.trace.compiledUrls, bodies)),
    codeCacheBytes: median(samples, (run) => bytesOf(run.trace.codeCacheUrls, bodies)),
    evaluatedBytes: median(samples, (run) => bytesOf(run.trace.evaluatedUrls, bodies)),
    compiledScripts: median(samples, (run) => run.trace.compiledUrls.length),
    codeCacheScripts: median(samples, (run) => run.trace.codeCacheUrls.length),
  };
}

function summarise(samples: RunSample[], bodies: BodyCache): VariantSummary {
  return {
    paintMs: spread(samples.map((run) => run.paintMs)),
    requests: median(samples, (run) => run.requests),
    cachedRequests: median(samples, (run) => run.cachedRequests),
    roundTrips: median(samples, (run) => run.roundTrips),
    javascriptBytes: {
      raw: median(samples, (run) => run.javascriptBytes.raw),
      gzip: median(samples, (run) => run.javascriptBytes.gzip),
      wire: median(samples, (run) => run.javascriptBytes.wire),
    },
    reactDomCopies: Math.max(...samples.map((run) => run.reactDomCopies)),
    federationRuntimeCopies: Math.max(...samples.map((run) => run.federationRuntimeCopies)),
    mainThread: mainThreadOf(samples, bodies),
  };
}

export function waterfallOf(caseId: string, load: PageLoad): Waterfall {
  return {
    caseId,
    paintMs: load.signalMs,
    requests: load.requests
      .filter((request) => request.start <= load.signalMs)
      .map(({ url, type, start, end, fromCache, wireBytes, initiator }) => ({
        url,
        type,
        start,
        end: end ?? null,
        fromCache,
        wireBytes,
        initiator,
      })),
  };
}

export interface CaseRun {
  result: CaseResult;
  /** The first run of each variant, for the waterfall. */
  firstLoads: Record<Variant, PageLoad>;
}

/** Runs one case: `pairs` runs of each variant in alternating order, summarised, with the ratio taken pair by pair. */
export async function runCase(
  browser: Browser,
  networkCase: NetworkCase,
  urls: VariantUrls,
  pairs: number,
  bodies: BodyCache,
  print: (line: string) => void,
  openProfile?: OpenProfile,
): Promise<CaseRun> {
  const before = loadAverage();
  const samples: Record<Variant, RunSample[]> = { federated: [], singleBundle: [] };
  for (const [index, order] of alternatingOrder<Variant>('federated', 'singleBundle', pairs).entries()) {
    for (const variant of order) {
      const url = `${urls[networkCase.protocol][variant]}${MEASURED_PATH}`;
      const traceFile = index === 0 ? path.join(BENCH_PATHS.traces, `${networkCase.id}-${variant}.json`) : undefined;
      const load = await visit(browser, url, networkCase, bodies, openProfile, traceFile);
      samples[variant].push(await sample(load, bodies));
    }
    const last = (variant: Variant) => Math.round(samples[variant].at(-1)?.paintMs ?? NaN);
    print(
      `  ${networkCase.id} pair ${index + 1}/${pairs}: federated ${last('federated')} ms, single ${last('singleBundle')} ms`,
    );
  }
  const federated = summarise(samples.federated, bodies);
  const singleBundle = summarise(samples.singleBundle, bodies);
  const paint = (variant: Variant) => samples[variant].map((run) => run.paintMs);
  const cpu = (variant: Variant) => samples[variant].map((run) => run.trace.mainThreadCpuMs);
  const ratioInterval = bootstrapInterval(pairRatios(paint('federated'), paint('singleBundle')));
  return {
    result: {
      id: networkCase.id,
      label: networkCase.label,
      visit: networkCase.visit,
      protocol: networkCase.protocol,
      latencyMs: networkCase.latencyMs,
      megabitsPerSecond: networkCase.megabitsPerSecond ?? null,
      pairs,
      federated,
      singleBundle,
      ratio: pairedRatio(paint('federated'), paint('singleBundle')),
      ratioInterval,
      target: targetResult(ratioInterval, networkCase.target),
      cpuRatio: pairedRatio(cpu('federated'), cpu('singleBundle')),
      cpuRatioInterval: bootstrapInterval(pairRatios(cpu('federated'), cpu('singleBundle'))),
      federationGzipBeyondSingleBundle: federated.javascriptBytes.gzip - singleBundle.javascriptBytes.gzip,
      loadAverage: { before, after: loadAverage() },
    },
    firstLoads: {
      federated: (samples.federated[0] as RunSample).load,
      singleBundle: (samples.singleBundle[0] as RunSample).load,
    },
  };
}
