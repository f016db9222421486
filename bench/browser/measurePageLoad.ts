import type { BrowserContext, CDPSession } from '@playwright/test';
import { emulateNetwork, type NetworkCase } from './networkCases';
import { fetchStartOfPage } from './pageSignals';
import { recordRequests, type RequestRecord } from './requestLog';

/** Response bodies by URL: bundles do not change during a bench, so each is read once. */
export type BodyCache = Map<string, string>;

export interface PageLoad {
  /** ms from navigation start until `signal` became a number. */
  signalMs: number;
  requests: RequestRecord[];
}

export interface LoadOptions {
  url: string;
  networkCase: NetworkCase;
  /** The global the context's init script sets to a number (ms since navigation start) when the page is done. */
  signal: string;
  bodies: BodyCache;
  /** Waits for the network to be idle before closing the page: a first visit that fills the cache for a warm one. */
  settle?: boolean;
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

/**
 * Opens `url` in a new page of `context` under the case's network conditions and waits for `signal`. The context's
 * init scripts set the signal up. Request times are re-based on the navigation start: the document request is sent at
 * the page's `fetchStart`.
 */
export async function measurePageLoad(
  context: BrowserContext,
  { url, networkCase, signal, bodies, settle = false, timeoutMs = 30_000 }: LoadOptions,
): Promise<PageLoad> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    const log = await recordRequests(cdp);
    await emulateNetwork(cdp, networkCase);
    await page.goto(url, { waitUntil: 'commit' });
    // Functions, not strings: the host's CSP forbids evaluating strings in the page.
    const handle = await page.waitForFunction((name) => (globalThis as Record<string, unknown>)[name], signal, {
      timeout: timeoutMs,
      polling: 50,
    });
    const signalMs = (await handle.jsonValue()) as number;
    const fetchStart = await page.evaluate(fetchStartOfPage);
    const document = log.read(0).find((request) => request.type === 'Document');
    if (!document) throw new Error(`no document request recorded for ${url}`);
    const requests = log.read(document.start - fetchStart);
    await keepScriptBodies(cdp, requests, bodies);
    if (settle) await page.waitForLoadState('networkidle');
    return { signalMs, requests };
  } finally {
    await page.close();
  }
}
