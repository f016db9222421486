import type { BenchResults } from './results/resultsSchema';
import { waterfallOf, type CaseRun } from './runCases';

/** The cases whose first loads the results keep as waterfalls: cold and warm at 40 ms, and cold over HTTP/2. */
export const WATERFALL_CASE = 'cold-40ms';
const WARM_WATERFALL_CASE = 'warm-40ms';
const H2_WATERFALL_CASE = 'cold-40ms-h2';
export const WATERFALL_CASES = [WATERFALL_CASE, WARM_WATERFALL_CASE, H2_WATERFALL_CASE] as const;

/** The waterfalls of the results, from the runs of the waterfall cases (which always run). */
export function waterfallsOf(runs: readonly CaseRun[]): BenchResults['waterfalls'] {
  const runOf = (id: string) => runs.find((run) => run.result.id === id) as CaseRun;
  const waterfall = (id: string, variant: keyof CaseRun['firstLoads']) =>
    waterfallOf(id, runOf(id).firstLoads[variant]);
  return {
    federated: waterfall(WATERFALL_CASE, 'federated'),
    singleBundle: waterfall(WATERFALL_CASE, 'singleBundle'),
    warmFederated: waterfall(WARM_WATERFALL_CASE, 'federated'),
    warmSingleBundle: waterfall(WARM_WATERFALL_CASE, 'singleBundle'),
    h2Federated: waterfall(H2_WATERFALL_CASE, 'federated'),
  };
}
