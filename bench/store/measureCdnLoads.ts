import type { Browser } from '@playwright/test';
import { alternatingOrder, pairedRatio, spread, type Spread } from '../analysis/stats';
import { measurePageLoad, type BodyCache } from '../browser/measurePageLoad';
import type { NetworkCase } from '../browser/networkCases';
import { PAINT_OBSERVER } from '../browser/pageSignals';
import { MEASURED_PATH } from '../runCases';
import type { CdnCaseUrls, FilesVariant } from './cdnServers';
import { fileAnswer, fileTraffic, type FileAnswer, type FileTraffic } from './fileTraffic';

/** One variant's measured loads: where its files came from, its paint, and how its files arrived. */
interface FilesVariantLoads {
  /** The origin of the remote's files in this variant. */
  filesOrigin: string;
  /** The paint of each measured load, ms since navigation start. */
  paintMs: Spread;
  /** The median count of the remote's files requested before the paint. */
  fileRequests: number;
  /** The median bytes of those files on the wire, headers included. */
  fileWireBytes: number;
  /** Those files' requests by `Content-Encoding`, over every measured load. */
  encodings: Record<string, number>;
}

/** The CDN case: cold loads with the remote's files from the store server against the CDN. */
export interface CdnCaseResult {
  /** The network case's id. */
  networkCase: string;
  /** Measured loads of each variant. */
  pairs: number;
  storeServer: FilesVariantLoads;
  cdn: FilesVariantLoads;
  /** CDN / store server paint, taken pair by pair. */
  ratio: Spread;
  /** The CDN's `X-Cache-Status` counts of its first (unmeasured) load and of its first measured one. */
  cdnCacheStatus: { firstLoad: Record<string, number>; secondLoad: Record<string, number> };
}

interface Sample {
  paintMs: number;
  files: FileTraffic;
}

/** One cold visit: a fresh context (empty cache), the remote's files' answers kept with their headers. */
async function coldVisit(browser: Browser, urls: CdnCaseUrls, networkCase: NetworkCase, bodies: BodyCache) {
  const context = await browser.newContext();
  try {
    await context.addInitScript({ content: PAINT_OBSERVER });
    const answers = new Map<string, FileAnswer>();
    context.on('response', (response) => {
      if (response.url().startsWith(`${urls.files}/`)) answers.set(response.url(), fileAnswer(response.headers()));
    });
    const load = await measurePageLoad(context, {
      url: `${urls.page}${MEASURED_PATH}`,
      networkCase,
      signal: '__benchPaint',
      bodies,
    });
    return { paintMs: load.signalMs, files: fileTraffic(load.requests, load.signalMs, urls.files, answers) };
  } finally {
    await context.close();
  }
}

const median = (samples: Sample[], pick: (sample: Sample) => number) => spread(samples.map(pick)).median;

/** Encodings (or cache statuses) of every load of a variant, summed. */
function tally(samples: Sample[], pick: (files: FileTraffic) => Record<string, number>): Record<string, number> {
  const total: Record<string, number> = {};
  for (const sample of samples)
    for (const [key, n] of Object.entries(pick(sample.files))) total[key] = (total[key] ?? 0) + n;
  return total;
}

function summarise(urls: CdnCaseUrls, samples: Sample[]): FilesVariantLoads {
  return {
    filesOrigin: urls.files,
    paintMs: spread(samples.map((sample) => sample.paintMs)),
    fileRequests: median(samples, (sample) => sample.files.requests),
    fileWireBytes: median(samples, (sample) => sample.files.wireBytes),
    encodings: tally(samples, (files) => files.encodings),
  };
}

/**
 * The CDN case: one load of each variant first, unmeasured (the CDN's cache starts empty: its answers are misses),
 * then `pairs` cold loads of each, A B, B A, ..., the ratio CDN / store server taken pair by pair. The CDN's first
 * measured load is its second ever: its cache statuses say whether the cache answered.
 */
export async function measureCdnLoads(
  browser: Browser,
  urls: Record<FilesVariant, CdnCaseUrls>,
  networkCase: NetworkCase,
  pairs: number,
  print: (line: string) => void,
): Promise<CdnCaseResult> {
  const bodies: BodyCache = new Map();
  const firstCdnLoad = await coldVisit(browser, urls.cdn, networkCase, bodies);
  await coldVisit(browser, urls.storeServer, networkCase, bodies);
  print(`  first loads (unmeasured): CDN cache ${JSON.stringify(firstCdnLoad.files.cacheStatuses)}`);
  const samples: Record<FilesVariant, Sample[]> = { storeServer: [], cdn: [] };
  for (const [index, order] of alternatingOrder<FilesVariant>('storeServer', 'cdn', pairs).entries()) {
    for (const variant of order) samples[variant].push(await coldVisit(browser, urls[variant], networkCase, bodies));
    const last = (variant: FilesVariant) => samples[variant].at(-1)?.paintMs ?? NaN;
    print(
      `  pair ${index + 1}/${pairs}: store server ${Math.round(last('storeServer'))} ms, CDN ${Math.round(last('cdn'))} ms`,
    );
  }
  const paint = (variant: FilesVariant) => samples[variant].map((sample) => sample.paintMs);
  return {
    networkCase: networkCase.id,
    pairs,
    storeServer: summarise(urls.storeServer, samples.storeServer),
    cdn: summarise(urls.cdn, samples.cdn),
    ratio: pairedRatio(paint('cdn'), paint('storeServer')),
    cdnCacheStatus: {
      firstLoad: firstCdnLoad.files.cacheStatuses,
      secondLoad: (samples.cdn[0] as Sample).files.cacheStatuses,
    },
  };
}
