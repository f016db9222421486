import type { HeldHeapResult } from './heldHeapResult';

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** The held-heap table, a header row first: the render process's memory after warm-up and after the hoarding rounds. */
export function heldHeapTableRows(result: HeldHeapResult): string[][] {
  const outcomes = Object.entries(result.outcomes)
    .map(([outcome, count]) => `${count} ${outcome}`)
    .join(', ');
  return [
    ['renders of the hoarding remotes', 'render process RSS MB after warm-up / after', 'ratio (issue 40: ≤ 1.5)'],
    [outcomes, `${mb(result.warmUpRss)} / ${mb(result.afterRss)}`, result.ratio.toFixed(2)],
  ];
}
