import { startBenchServerProcess } from '../serve/startBenchServerProcess';
import { assertLoopback } from './assertLoopback';
import { loadUrl } from './loadUrl';
import type { LoadTarget } from './loadTargets';
import { sampleRss } from './peakRss';

export interface LoadResult {
  id: string;
  label: string;
  /** What the server answered the target's headers with, from one request before the run. */
  contentEncoding: string;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number };
  /** Connection errors, timeouts, non-2xx answers, and answers without the target's `bodyMustContain`. */
  errors: number;
  peakRssMb: number;
}

/**
 * Loads one target of a fresh bench server process (the federated host, or the target's `server`) with autocannon,
 * after one request that says how the server encodes it, and reads the process's peak RSS over the load.
 */
export async function runTarget(target: LoadTarget): Promise<LoadResult> {
  const servers = await startBenchServerProcess();
  try {
    const url = assertLoopback(`${servers.urls[target.server ?? 'federated']}${target.path}`).href;
    const probe = await fetch(url, { headers: target.headers });
    await probe.arrayBuffer();
    const rss = sampleRss(servers.pid);
    const load = await loadUrl(url, {
      headers: target.headers,
      ...(target.bodyMustContain && { bodyMustContain: target.bodyMustContain }),
    });
    return {
      id: target.id,
      label: target.label,
      contentEncoding: probe.headers.get('content-encoding') ?? 'identity',
      ...load,
      peakRssMb: Math.round(rss.stop() / 2 ** 20),
    };
  } finally {
    await servers.stop();
  }
}

/** The targets' table, a header row first. */
export function targetTableRows(results: readonly LoadResult[]): string[][] {
  return [
    ['target', 'encoding', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'peak RSS MB'],
    ...results.map((r) => [
      r.label,
      r.contentEncoding,
      `${r.requestsPerSecond}`,
      `${r.latencyMs.p50}`,
      `${r.latencyMs.p99}`,
      `${r.errors}`,
      `${r.peakRssMb}`,
    ]),
  ];
}
