import type { CDPSession } from '@playwright/test';

/**
 * How the page is visited: `cold` is a fresh browser context (empty cache); `warm-new-tab` a second visit in a new tab
 * of a context whose first visit ran until the network was idle; `warm-reload` a reload of that first visit's tab;
 * `returning` a third visit in a new tab after two settled ones, which is when Chromium first runs a script from the
 * V8 code cache it kept on the second (a user who comes back).
 */
type Visit = 'cold' | 'warm-new-tab' | 'warm-reload' | 'returning';

/** `http1`: the servers themselves, plain HTTP/1.1. `h2`: nginx in front of them, HTTP/2 over TLS, as a CDN serves. */
export type Protocol = 'http1' | 'h2';

/** A ceiling on the federated / single-bundle ratio that a case is held to (issue 21), and a goal under it. */
interface RatioTarget {
  ceiling: number;
  goal?: number;
}

export interface NetworkCase {
  /** Stable key in bench/results/latest.json. */
  id: string;
  label: string;
  visit: Visit;
  protocol: Protocol;
  /** Added by Chromium to every request that reaches the network (CDP throttling: per request, not per packet). */
  latencyMs: number;
  /** Download and upload limit; undefined means unthrottled. */
  megabitsPerSecond?: number;
  target?: RatioTarget;
}

const COLD_TARGET: RatioTarget = { ceiling: 1.15, goal: 1.05 };
const WARM_TARGET: RatioTarget = { ceiling: 1.0 };

export const NETWORK_CASES: readonly NetworkCase[] = [
  { id: 'cold-0ms', label: 'cold, 0 ms', visit: 'cold', protocol: 'http1', latencyMs: 0 },
  { id: 'cold-40ms', label: 'cold, 40 ms', visit: 'cold', protocol: 'http1', latencyMs: 40, target: COLD_TARGET },
  {
    id: 'cold-40ms-10mbit',
    label: 'cold, 40 ms + 10 Mbit/s',
    visit: 'cold',
    protocol: 'http1',
    latencyMs: 40,
    megabitsPerSecond: 10,
  },
  {
    id: 'warm-40ms',
    label: 'warm, new tab, 40 ms',
    visit: 'warm-new-tab',
    protocol: 'http1',
    latencyMs: 40,
    target: WARM_TARGET,
  },
  {
    id: 'warm-40ms-reload',
    label: 'warm, reload, 40 ms',
    visit: 'warm-reload',
    protocol: 'http1',
    latencyMs: 40,
    target: WARM_TARGET,
  },
  {
    id: 'returning-40ms',
    label: 'returning (3rd visit), 40 ms',
    visit: 'returning',
    protocol: 'http1',
    latencyMs: 40,
    target: WARM_TARGET,
  },
  {
    id: 'cold-40ms-h2',
    label: 'cold, 40 ms, h2+TLS',
    visit: 'cold',
    protocol: 'h2',
    latencyMs: 40,
    target: COLD_TARGET,
  },
  {
    id: 'warm-40ms-h2',
    label: 'warm, new tab, 40 ms, h2+TLS',
    visit: 'warm-new-tab',
    protocol: 'h2',
    latencyMs: 40,
    target: WARM_TARGET,
  },
  {
    id: 'warm-40ms-h2-reload',
    label: 'warm, reload, 40 ms, h2+TLS',
    visit: 'warm-reload',
    protocol: 'h2',
    latencyMs: 40,
    target: WARM_TARGET,
  },
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
