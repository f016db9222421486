import { table } from '../report/printResults';
import type { StoreResults } from './storeResultsSchema';

const ms = (value: number) => `${Math.round(value)}`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const tally = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([key, n]) => `${key} ${n}`)
    .join(', ') || 'none';

/** The figures of `npm run bench:store` as the lines it prints. */
export function storeResultLines(results: StoreResults): string[] {
  const { publish, cdnCase, machine } = results;
  const lines = [
    `Publishing ${publish.remote}'s production build, ${publish.rounds} rounds each (ms)`,
    ...table([
      ['store', 'median', 'min', 'max', 'objects', 'of which .br/.gz', 'KB written'],
      ...(['folder', 's3'] as const).map((kind) => {
        const time = kind === 'folder' ? publish.folderMs : publish.s3Ms;
        const written = publish.written[kind];
        return [
          kind === 'folder' ? 'folder' : 'S3 (s3rver)',
          ms(time.median),
          ms(time.min),
          ms(time.max),
          `${written.objects}`,
          `${written.siblings}`,
          kb(written.bytes),
        ];
      }),
    ]),
    `S3 / folder per round: ${publish.ratio.perRound.map((r) => r.toFixed(2)).join(', ')}; ` +
      `median ${publish.ratio.median.toFixed(2)}`,
    '',
  ];
  if (cdnCase.kind === 'skipped') {
    lines.push(`CDN page-load case skipped: ${cdnCase.reason}`);
  } else {
    lines.push(`Cold loads of /catalog, ${cdnCase.networkCase}, ${cdnCase.pairs} pairs (paint ms)`);
    lines.push(
      ...table([
        ['remote files from', 'median', 'p25–p75', 'min–max', 'file requests', 'file KB on the wire', 'encodings'],
        ...(['storeServer', 'cdn'] as const).map((variant) => {
          const v = cdnCase[variant];
          return [
            variant === 'cdn' ? 'nginx CDN → S3' : 'store server',
            ms(v.paintMs.median),
            `${ms(v.paintMs.p25)}–${ms(v.paintMs.p75)}`,
            `${ms(v.paintMs.min)}–${ms(v.paintMs.max)}`,
            `${v.fileRequests}`,
            kb(v.fileWireBytes),
            tally(v.encodings),
          ];
        }),
      ]),
    );
    const r = cdnCase.ratio;
    lines.push(`CDN / store server per pair: median ${r.median.toFixed(2)} (${r.p25.toFixed(2)}–${r.p75.toFixed(2)})`);
    lines.push(
      `CDN cache: first load ${tally(cdnCase.cdnCacheStatus.firstLoad)}; ` +
        `second load ${tally(cdnCase.cdnCacheStatus.secondLoad)}`,
    );
  }
  lines.push(
    '',
    `Load average before ${machine.loadAverageBefore.join(' ')}, after ${machine.loadAverageAfter.join(' ')}`,
  );
  return lines;
}
