import type { Browser } from '@playwright/test';
import { spread } from './analysis/stats';
import { measurePageLoad, type BodyCache } from './browser/measurePageLoad';
import type { NetworkCase } from './browser/networkCases';
import { FAILURE_OBSERVER } from './browser/pageSignals';
import type { FallbackResult } from './results/resultsSchema';
import { FAULT_REMOTES } from './serve/benchServers';

/** Cold visits of a fault remote's route until its slot shows the fallback screen. */
async function measureFallback(
  browser: Browser,
  url: string,
  networkCase: NetworkCase,
  runs: number,
  bodies: BodyCache,
): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    try {
      await context.addInitScript({ content: FAILURE_OBSERVER });
      const load = await measurePageLoad(context, { url, networkCase, signal: '__benchFailedAt', bodies });
      times.push(load.signalMs);
    } finally {
      await context.close();
    }
  }
  return times;
}

/**
 * Time from navigation to the fallback screen for a remote whose origin refuses connections and for one whose origin
 * never answers, each next to the timeout its registry entry configures (bench/serve/benchServers.ts).
 */
export async function measureFallbacks(
  browser: Browser,
  faultsOrigin: string,
  networkCase: NetworkCase,
  runs: number,
  bodies: BodyCache,
): Promise<{ refused: FallbackResult; hang: FallbackResult }> {
  const result = async (remote: { route: string; timeoutMs: number }): Promise<FallbackResult> => ({
    route: remote.route,
    networkCase: networkCase.id,
    configuredTimeoutMs: remote.timeoutMs,
    runs,
    ms: spread(await measureFallback(browser, `${faultsOrigin}${remote.route}`, networkCase, runs, bodies)),
  });
  return { refused: await result(FAULT_REMOTES.refused), hang: await result(FAULT_REMOTES.hang) };
}
