import type { Browser } from '@playwright/test';
import { criticalRequests, roundTrips } from './analysis/criticalPath';
import { federationRuntimeCopies, reactDomCopies, scriptBytes, type ScriptBytes } from './analysis/bundleContents';
import { alternatingOrder, pairedRatio, quantile, spread } from './analysis/stats';
import { measurePageLoad, type BodyCache, type PageLoad } from './browser/measurePageLoad';
import type { NetworkCase } from './browser/networkCases';
import { PAINT_OBSERVER } from './browser/pageSignals';
import type { CaseResult, VariantSummary, Waterfall } from './results/resultsSchema';

export type Variant = 'federated' | 'singleBundle';

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
  load: PageLoad;
}

/** One visit: a fresh context (cold), or a fresh context visited once before, until its network was idle (warm). */
async function visit(browser: Browser, url: string, networkCase: NetworkCase, bodies: BodyCache): Promise<PageLoad> {
  const context = await browser.newContext();
  try {
    await context.addInitScript({ content: PAINT_OBSERVER });
    const options = { url, networkCase, signal: '__benchPaint', bodies };
    if (networkCase.visit === 'warm') await measurePageLoad(context, { ...options, settle: true });
    return await measurePageLoad(context, options);
  } finally {
    await context.close();
  }
}

async function sample(load: PageLoad, bodies: BodyCache): Promise<RunSample> {
  const critical = criticalRequests(load.requests, load.signalMs);
  const network = critical.filter((request) => !request.fromCache);
  const scripts = critical.filter((request) => request.type === 'Script');
  return {
    paintMs: load.signalMs,
    requests: network.length,
    cachedRequests: critical.length - network.length,
    roundTrips: roundTrips(critical),
    javascriptBytes: scriptBytes(scripts, bodies),
    reactDomCopies: await reactDomCopies(scripts, bodies),
    federationRuntimeCopies: federationRuntimeCopies(scripts, bodies),
    load,
  };
}

const median = (samples: RunSample[], pick: (sample: RunSample) => number) => quantile(samples.map(pick), 0.5);

function summarise(samples: RunSample[]): VariantSummary {
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
  urls: Record<Variant, string>,
  pairs: number,
  bodies: BodyCache,
  print: (line: string) => void,
): Promise<CaseRun> {
  const samples: Record<Variant, RunSample[]> = { federated: [], singleBundle: [] };
  for (const [index, order] of alternatingOrder<Variant>('federated', 'singleBundle', pairs).entries()) {
    for (const variant of order) {
      const load = await visit(browser, `${urls[variant]}${MEASURED_PATH}`, networkCase, bodies);
      samples[variant].push(await sample(load, bodies));
    }
    const last = (variant: Variant) => Math.round(samples[variant].at(-1)?.paintMs ?? NaN);
    print(
      `  ${networkCase.id} pair ${index + 1}/${pairs}: federated ${last('federated')} ms, single ${last('singleBundle')} ms`,
    );
  }
  const federated = summarise(samples.federated);
  const singleBundle = summarise(samples.singleBundle);
  const paint = (variant: Variant) => samples[variant].map((run) => run.paintMs);
  return {
    result: {
      id: networkCase.id,
      label: networkCase.label,
      visit: networkCase.visit,
      latencyMs: networkCase.latencyMs,
      megabitsPerSecond: networkCase.megabitsPerSecond ?? null,
      pairs,
      federated,
      singleBundle,
      ratio: pairedRatio(paint('federated'), paint('singleBundle')),
      federationGzipBeyondSingleBundle: federated.javascriptBytes.gzip - singleBundle.javascriptBytes.gzip,
    },
    firstLoads: {
      federated: (samples.federated[0] as RunSample).load,
      singleBundle: (samples.singleBundle[0] as RunSample).load,
    },
  };
}
