import type { DataLoadResults } from './dataLoadCases';

/** Issue 42's targets for `npm run load`'s data cases. */
export const DATA_LOAD_TARGETS = { shareOfSingleBundle: 0.5, otherRouteP99Growth: 2 } as const;

export interface DataLoadVerdicts {
  /** Federated pages per second / the single bundle's, at the API's latency. */
  share: number;
  shareMet: boolean;
  /** `/cart`'s p99 with the catalog's API hanging / with it up. */
  otherRouteP99Growth: number;
  otherRouteMet: boolean;
}

export function dataLoadVerdicts({ federated, singleBundle, otherRoute }: DataLoadResults): DataLoadVerdicts {
  const share = singleBundle.requestsPerSecond === 0 ? 0 : federated.requestsPerSecond / singleBundle.requestsPerSecond;
  const growth = otherRoute.apiHanging.latencyMs.p99 / Math.max(1, otherRoute.apiUp.latencyMs.p99);
  return {
    share: Math.round(share * 100) / 100,
    shareMet: share >= DATA_LOAD_TARGETS.shareOfSingleBundle && federated.errors === 0 && singleBundle.errors === 0,
    otherRouteP99Growth: Math.round(growth * 100) / 100,
    otherRouteMet: growth <= DATA_LOAD_TARGETS.otherRouteP99Growth && otherRoute.apiHanging.errors === 0,
  };
}

/** The data cases as lines of the load's report. */
export function dataLoadLines(results: DataLoadResults): string[] {
  const verdicts = dataLoadVerdicts(results);
  const { federated, singleBundle, otherRoute } = results;
  const met = (ok: boolean) => (ok ? 'met' : 'not met');
  return [
    `server-rendered /catalog with its API at ${results.apiLatencyMs} ms: federated ${federated.requestsPerSecond} ` +
      `pages/s (p99 ${federated.latencyMs.p99} ms, ${federated.errors} errors), single bundle ` +
      `${singleBundle.requestsPerSecond} (p99 ${singleBundle.latencyMs.p99} ms, ${singleBundle.errors} errors): ` +
      `${verdicts.share.toFixed(2)} of its rate (target ≥ ${DATA_LOAD_TARGETS.shareOfSingleBundle} with 0 errors: ` +
      `${met(verdicts.shareMet)})`,
    `federated /cart beside /catalog: p99 ${otherRoute.apiUp.latencyMs.p99} ms with the catalog's API up, ` +
      `${otherRoute.apiHanging.latencyMs.p99} ms with it hanging (${otherRoute.apiHanging.errors} errors): ` +
      `${verdicts.otherRouteP99Growth.toFixed(2)}x (target ≤ ${DATA_LOAD_TARGETS.otherRouteP99Growth}x: ` +
      `${met(verdicts.otherRouteMet)}); /catalog meanwhile ${otherRoute.catalogApiUp.requestsPerSecond} and ` +
      `${otherRoute.catalogApiHanging.requestsPerSecond} pages/s`,
  ];
}
