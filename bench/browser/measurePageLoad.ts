import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { summariseTrace, TRACE_CATEGORIES, type TraceEvent, type TraceSummary } from '../trace/traceSummary';
import { emulateNetwork, type NetworkCase } from './networkCases';
import { fetchStartOfPage, userTimingOfPage } from './pageSignals';
import { recordRequests, type RequestRecord } from './requestLog';

/** Response bodies by URL: bundles do not change during a bench, so each is read once. */
export type BodyCache = Map<string, string>;

export interface PageLoad {
  /** ms from navigation start until `signal` became a number. */
  signalMs: number;
  requests: RequestRecord[];
  /** The main thread's work up to the signal, from a Chromium trace; undefined when not traced. */
  trace?: TraceSummary;
  /** The page's own User Timing measures named `mfp:…`, ms, by name (the last of each name). */
  userTiming: Record<string, number>;
}

export interface LoadOptions {
  url: string;
  networkCase: NetworkCase;
  /** The global the context's init script sets to a number (ms since navigation start) when the page is done. */
  signal: string;
  bodies: BodyCache;
  /** Waits for the network to be idle before closing the page: a first visit that fills the cache for a warm one. */
  settle?: boolean;
  /** Visits `url` once in the same tab until the network is idle, then measures a reload of it (a warm reload). */
  reload?: boolean;
  /** Records a Chromium trace of the measured navigation through this browser (one trace at a time per browser). */
  traceWith?: Browser;
  timeoutMs?: number;
}

/** Keeps the body of every script the page downloaded that `bodies` does not hold yet. */
async function keepScriptBodies(cdp: CDPSession, requests: RequestRecord[], bodies: BodyCache): Promise<void> {
  for (const request of requests) {
    if (request.type !== 'Script' || request.failed || request.end === undefined || bodies.has(request.url)) continue;
    const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId: request.id });
    bodies.set(request.url, base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body);
  }
}

async function waitForSignal(page: Page, signal: string, timeoutMs: number): Promise<number> {
  // Functions, not strings: the host's CSP forbids evaluating strings in the page.
  const handle = await page.waitForFunction((name) => (globalThis as Record<string, unknown>)[name], signal, {
    timeout: timeoutMs,
    polling: 50,
  });
  return (await handle.jsonValue()) as number;
}

async function stopTrace(browser: Browser, url: string, untilMs: number): Promise<TraceSummary | undefined> {
  const parsed = JSON.parse((await browser.stopTracing()).toString('utf8')) as
    { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  return summariseTrace(events, url, untilMs);
}

/**
 * Opens `url` in a new page of `context` under the case's network conditions and waits for `signal`. The context's
 * init scripts set the signal up. Request times are re-based on the navigation start: the document request is sent at
 * the page's `fetchStart`.
 */
export async function measurePageLoad(
  context: BrowserContext,
  { url, networkCase, signal, bodies, settle = false, reload = false, traceWith, timeoutMs = 30_000 }: LoadOptions,
): Promise<PageLoad> {
  const page = await context.newPage();
  let tracing = false;
  try {
    const cdp = await context.newCDPSession(page);
    const log = await recordRequests(cdp);
    await emulateNetwork(cdp, networkCase);
    if (reload) {
      await page.goto(url, { waitUntil: 'commit' });
      await waitForSignal(page, signal, timeoutMs);
      await page.waitForLoadState('networkidle');
      log.clear();
    }
    if (traceWith) {
      await traceWith.startTracing(undefined, { categories: [...TRACE_CATEGORIES] });
      tracing = true;
    }
    await (reload ? page.reload({ waitUntil: 'commit' }) : page.goto(url, { waitUntil: 'commit' }));
    const signalMs = await waitForSignal(page, signal, timeoutMs);
    const finalUrl = page.url();
    const trace = traceWith ? await stopTrace(traceWith, finalUrl, signalMs) : undefined;
    tracing = false;
    if (traceWith && !trace) throw new Error(`the trace of ${finalUrl} has no navigation of it`);
    const fetchStart = await page.evaluate(fetchStartOfPage);
    const userTiming = await page.evaluate(userTimingOfPage);
    const document = log.read(0).find((request) => request.type === 'Document');
    if (!document) throw new Error(`no document request recorded for ${url}`);
    const requests = log.read(document.start - fetchStart);
    await keepScriptBodies(cdp, requests, bodies);
    if (settle) await page.waitForLoadState('networkidle');
    return { signalMs, requests, ...(trace ? { trace } : {}), userTiming };
  } finally {
    if (tracing) await traceWith?.stopTracing().catch(() => undefined);
    await page.close();
  }
}
