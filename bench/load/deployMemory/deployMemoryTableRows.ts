import type { DeployMemoryResult } from './deployMemoryResult';

const verdict = (met: boolean) => (met ? 'met' : 'missed');

/** The memory-after-deploys table, a header row first: each checkpoint, then the ratios against the target. */
export function deployMemoryTableRows(result: DeployMemoryResult): string[][] {
  return [
    ['after deploy', 'host RSS MB (after GC)', 'render process RSS MB'],
    ...result.checkpoints.map((point) => [
      `${point.deploy}`,
      `${point.hostRssMb}`,
      point.renderProcessRssMb === null ? '-' : `${point.renderProcessRssMb}`,
    ]),
    [
      `last / first (target ≤ ${result.ceiling}, ${verdict(result.met)})`,
      `${result.hostRatio}`,
      result.renderProcessRatio === null ? '-' : `${result.renderProcessRatio}`,
    ],
  ];
}
