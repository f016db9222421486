import type { LoopContainmentResult, RouteLoad } from './containmentResult';

const row = (label: string, load: RouteLoad, ratio = '') => [
  label,
  `${load.connections}`,
  `${load.requestsPerSecond}`,
  `${load.latencyMs.p50}`,
  `${load.latencyMs.p99}`,
  `${load.latencyMs.max}`,
  `${load.errors}`,
  `${load.slots.rendered}/${load.slots.failed}/${load.slots.browserOnly}`,
  ratio,
];

/**
 * The containment table, a header row first: the other routes without the looping remote, then for each load of its
 * looping route, the other routes (with their p99 ratio and verdict) and the looping route itself.
 */
export function containmentTableRows(result: LoopContainmentResult): string[][] {
  return [
    [
      'pages',
      'connections',
      'req/s',
      'p50 ms',
      'p99 ms',
      'max ms',
      'errors',
      'rendered/failed/browser',
      `p99 / without (target ≤ ${result.ceiling}, 0 errors)`,
    ],
    row(`other routes, without ${result.loopingRemote}`, result.without),
    ...result.withLooping.flatMap((run) => [
      row(
        `other routes, ${run.loopingConnections} on the looping route`,
        run.others,
        `${run.p99Ratio} ${run.met ? 'met' : 'missed'}`,
      ),
      row(`  its looping route, meanwhile`, run.looping),
    ]),
  ];
}
