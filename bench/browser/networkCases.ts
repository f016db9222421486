import type { CDPSession } from '@playwright/test';

/** How the page is visited: `cold` is a fresh browser context (empty cache), `warm` a second visit in the same one. */
export type Visit = 'cold' | 'warm';

export interface NetworkCase {
  /** Stable key in bench/results/latest.json. */
  id: string;
  label: string;
  visit: Visit;
  /** Added by Chromium to every request that reaches the network (CDP throttling: per request, not per packet). */
  latencyMs: number;
  /** Download and upload limit; undefined means unthrottled. */
  megabitsPerSecond?: number;
}

export const NETWORK_CASES: readonly NetworkCase[] = [
  { id: 'cold-0ms', label: 'cold, 0 ms', visit: 'cold', latencyMs: 0 },
  { id: 'cold-40ms', label: 'cold, 40 ms', visit: 'cold', latencyMs: 40 },
  { id: 'cold-40ms-10mbit', label: 'cold, 40 ms + 10 Mbit/s', visit: 'cold', latencyMs: 40, megabitsPerSecond: 10 },
  { id: 'warm-40ms', label: 'warm repeat visit, 40 ms', visit: 'warm', latencyMs: 40 },
];

/** Applies the case to the page behind `cdp` (`Network.emulateNetworkConditions`); the page keeps it until closed. */
export async function emulateNetwork(cdp: CDPSession, networkCase: NetworkCase): Promise<void> {
  const bytesPerSecond = networkCase.megabitsPerSecond === undefined ? -1 : (networkCase.megabitsPerSecond * 1e6) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: networkCase.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
}
