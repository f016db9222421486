import autocannon from 'autocannon';
import { pageDataFromHtml } from '@mfp/shared/page';
import { assertLoopback } from '../assertLoopback';
import type { RouteLoad } from './containmentResult';

export interface PageLoadOptions {
  hostUrl: string;
  /** Page paths, each connection asking them in turn. */
  paths: readonly string[];
  connections: number;
  durationSeconds: number;
}

/**
 * Loads host pages with autocannon as a browser asks for them (`accept: text/html`), reading every page's data for
 * what the server did in its slot.
 */
export async function loadPages({ hostUrl, paths, connections, durationSeconds }: PageLoadOptions): Promise<RouteLoad> {
  const slots = { rendered: 0, failed: 0, browserOnly: 0 };
  const count = (body: string) => {
    const slot = pageDataFromHtml(body)?.serverSlot;
    if (slot === undefined) slots.browserOnly++;
    else slots[slot.status === 'rendered' ? 'rendered' : 'failed']++;
  };
  const result = await autocannon({
    url: assertLoopback(hostUrl).href,
    connections,
    duration: durationSeconds,
    headers: { accept: 'text/html', 'accept-encoding': 'identity' },
    requests: paths.map((path) => ({ method: 'GET' as const, path, onResponse: (_status, body) => count(body) })),
  });
  return {
    paths: [...paths],
    connections,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors + result.timeouts + result.non2xx,
    slots,
  };
}
