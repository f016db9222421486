import type { OutputFloodResult } from './outputFloodResult';

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const ratio = (value: number, base: number) => (base > 0 ? (value / base).toFixed(2) : '-');

/**
 * The output-flood table, a header row first: each run's pages, what their slots became, the bytes sent, and the host
 * server's resident memory before, at its peak and after, in MB, with the peak over the first run's (no attack).
 */
export function outputFloodTableRows(result: OutputFloodResult): string[][] {
  const basePeak = result.runs[0]?.hostRssPeak ?? 0;
  return [
    ['run', 'pages', 'slots rendered', 'slots failed', 'page MB', 'host RSS MB before / peak / after', 'peak ratio'],
    ...result.runs.map((run) => [
      run.label,
      `${run.pages}`,
      `${run.rendered}`,
      Object.entries(run.failed)
        .map(([kind, count]) => `${count} ${kind}`)
        .join(', ') || '0',
      mb(run.pageBytes),
      `${mb(run.hostRssBefore)} / ${mb(run.hostRssPeak)} / ${mb(run.hostRssAfter)}`,
      ratio(run.hostRssPeak, basePeak),
    ]),
  ];
}
