import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { summariseTrace, TRACE_CATEGORIES, type TraceEvent, type TraceSummary } from '../trace/traceSummary';
import { emulateNetwork, type NetworkCase } from './networkCases';
import { fetchStartOfPage, SIGNAL_BINDING, userTimingOfPage } from './pageSignals';
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
  /** The globals of `readAlso`, as the page held them once `signal` was set (undefined when not a number). */
  readings: Record<string, number | undefined>;
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
  /** Also keeps that trace, as Chromium wrote it, in this file (DevTools' Performance panel opens it). */
  traceFile?: string;
  /** Other globals the init scripts set, read once `signal` is set (e.g. an earlier signal of the same visit). */
  readAlso?: readonly string[];
  timeoutMs?: number;
}

/** The page's number globals among `names`. Runs in the page. */
function numbersOfPage(names: readonly string[]): Record<string, number | undefined> {
  const page = globalThis as unknown as Record<string, unknown>;
  return Object.fromEntries(names.map((name) => [name, typeof page[name] === 'number' ? page[name] : undefined]));
}

/** Keeps the body of every script the page downloaded that `bodies` does not hold yet. */
async function keepScriptBodies(cdp: CDPSession, requests: RequestRecord[], bodies: BodyCache): Promise<void> {
  for (const request of requests) {
    if (request.type !== 'Script' || request.failed || request.end === undefined || bodies.has(request.url)) continue;
    const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId: request.id });
    bodies.set(request.url, base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body);
  }
}

/**
 * Resolves with the signal's value once the page's observer has set it and called the binding (pageSignals.ts). Made
 * before the navigation it waits for, so no call is missed; nothing runs in the page until then.
 */
function signalWaiter(page: Page, cdp: CDPSession, signal: string, timeoutMs: number): Promise<number> {
  const waiting = new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      clearTimeout(timer);
      cdp.off('Runtime.bindingCalled', onCall);
      page.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(
      () => settle(new Error(`${signal} was not set within ${timeoutMs} ms on ${page.url()}`)),
      timeoutMs,
    );
    const onCall = (event: { name: string; payload: string }) => {
      if (event.name === SIGNAL_BINDING && event.payload === signal) settle();
    };
    const onClose = () => settle(new Error(`the page closed before ${signal} was set`));
    cdp.on('Runtime.bindingCalled', onCall);
    page.on('close', onClose);
  });
  // A navigation that throws leaves the waiter unawaited: its rejection is not an unhandled one.
  waiting.catch(() => undefined);
  return waiting.then(
    async () => (await page.evaluate((name) => (globalThis as Record<string, unknown>)[name], signal)) as number,
  );
}

async function stopTrace(
  browser: Browser,
  url: string,
  untilMs: number,
  traceFile: string | undefined,
): Promise<TraceSummary | undefined> {
  const raw = await browser.stopTracing();
  if (traceFile) {
    await mkdir(path.dirname(traceFile), { recursive: true });
    await writeFile(traceFile, raw);
  }
  const parsed = JSON.parse(raw.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
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
  {
    url,
    networkCase,
    signal,
    bodies,
    settle = false,
    reload = false,
    traceWith,
    traceFile,
    readAlso = [],
    timeoutMs = 30_000,
  }: LoadOptions,
): Promise<PageLoad> {
  const page = await context.newPage();
  let tracing = false;
  try {
    const cdp = await context.newCDPSession(page);
    const log = await recordRequests(cdp);
    await emulateNetwork(cdp, networkCase);
    // Bindings exist and report only in sessions that enabled the domain (Playwright's own session has it enabled).
    await cdp.send('Runtime.enable');
    await cdp.send('Runtime.addBinding', { name: SIGNAL_BINDING });
    if (reload) {
      const firstVisit = signalWaiter(page, cdp, signal, timeoutMs);
      await page.goto(url, { waitUntil: 'commit' });
      await firstVisit;
      await page.waitForLoadState('networkidle');
      log.clear();
    }
    if (traceWith) {
      await traceWith.startTracing(undefined, { categories: [...TRACE_CATEGORIES] });
      tracing = true;
    }
    const measured = signalWaiter(page, cdp, signal, timeoutMs);
    await (reload ? page.reload({ waitUntil: 'commit' }) : page.goto(url, { waitUntil: 'commit' }));
    const signalMs = await measured;
    const finalUrl = page.url();
    const trace = traceWith ? await stopTrace(traceWith, finalUrl, signalMs, traceFile) : undefined;
    tracing = false;
    if (traceWith && !trace) throw new Error(`the trace of ${finalUrl} has no navigation of it`);
    const fetchStart = await page.evaluate(fetchStartOfPage);
    const userTiming = await page.evaluate(userTimingOfPage);
    const readings = readAlso.length === 0 ? {} : await page.evaluate(numbersOfPage, readAlso);
    const document = log.read(0).find((request) => request.type === 'Document');
    if (!document) throw new Error(`no document request recorded for ${url}`);
    const requests = log.read(document.start - fetchStart);
    await keepScriptBodies(cdp, requests, bodies);
    if (settle) await page.waitForLoadState('networkidle');
    return { signalMs, requests, ...(trace ? { trace } : {}), userTiming, readings };
  } finally {
    if (tracing) await traceWith?.stopTracing().catch(() => undefined);
    await page.close();
  }
}
