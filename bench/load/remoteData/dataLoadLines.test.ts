import type { UrlLoad } from '../loadUrl';
import type { DataLoadResults } from './dataLoadCases';
import { dataLoadVerdicts } from './dataLoadLines';

const load = (requestsPerSecond: number, p99: number, errors = 0): UrlLoad => ({
  requestsPerSecond,
  latencyMs: { p50: p99 / 2, p99 },
  errors,
});

const results = (over: Partial<DataLoadResults> = {}): DataLoadResults => ({
  apiLatencyMs: 300,
  federated: load(60, 900),
  singleBundle: load(100, 500),
  otherRoute: {
    apiUp: load(200, 40),
    apiHanging: load(180, 70),
    catalogApiUp: load(50, 900),
    catalogApiHanging: load(10, 3000),
  },
  ...over,
});

describe('npm run load’s data verdicts', () => {
  it('meets both targets when the share is at least half with no errors and /cart’s p99 at most doubles', () => {
    expect(dataLoadVerdicts(results())).toEqual({
      share: 0.6,
      shareMet: true,
      otherRouteP99Growth: 1.75,
      otherRouteMet: true,
    });
  });

  it('misses the share on one error, or under half the rate', () => {
    expect(dataLoadVerdicts(results({ federated: load(60, 900, 1) })).shareMet).toBe(false);
    expect(dataLoadVerdicts(results({ federated: load(49, 900) })).shareMet).toBe(false);
  });

  it('misses the other route’s target past twice its p99, or with errors while the API hangs', () => {
    const slow = results();
    slow.otherRoute.apiHanging = load(100, 81);
    expect(dataLoadVerdicts(slow).otherRouteMet).toBe(false);
    const failing = results();
    failing.otherRoute.apiHanging = load(100, 41, 3);
    expect(dataLoadVerdicts(failing).otherRouteMet).toBe(false);
  });
});
