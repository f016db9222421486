import type { Spread } from '../analysis/stats';
import type { BenchResults, Waterfall } from '../results/resultsSchema';

const ms = (value: number) => `${Math.round(value)}`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const withSpread = (value: Spread, format: (n: number) => string) =>
  `${format(value.median)} (${format(value.p25)}–${format(value.p75)})`;

/** Rows as columns padded to their widest cell. */
export function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}

/** The cases as a table: federated against single bundle, each cell "federated / single" where two figures share it. */
export function caseTable(results: BenchResults): string[] {
  const header = [
    'case',
    'federated ms (p25–p75)',
    'single ms (p25–p75)',
    'ratio (p25–p75)',
    'requests',
    'round trips',
    'JS gzip KB',
    'JS wire KB',
    'react-dom',
    'MF runtimes',
  ];
  const rows = results.cases.map((c) => {
    const pair = (pick: (v: typeof c.federated) => number, format = (n: number) => `${n}`) =>
      `${format(pick(c.federated))} / ${format(pick(c.singleBundle))}`;
    return [
      c.label,
      withSpread(c.federated.paintMs, ms),
      withSpread(c.singleBundle.paintMs, ms),
      withSpread(c.ratio, (n) => n.toFixed(2)),
      pair((v) => v.requests),
      pair((v) => v.roundTrips),
      pair((v) => v.javascriptBytes.gzip, kb),
      pair((v) => v.javascriptBytes.wire, kb),
      pair((v) => v.reactDomCopies),
      pair((v) => v.federationRuntimeCopies),
    ];
  });
  return table([header, ...rows]);
}

export function fallbackLines(results: BenchResults): string[] {
  const { refused, hang } = results.fallbacks;
  const line = (what: string, fallback: typeof refused) =>
    `${what}: ${withSpread(fallback.ms, ms)} ms to the fallback screen (min ${ms(fallback.ms.min)}, max ` +
    `${ms(fallback.ms.max)}, ${fallback.runs} runs, ${fallback.networkCase}); configured timeout ${fallback.configuredTimeoutMs} ms`;
  return [line('store refuses connections', refused), line('store hangs', hang)];
}

/** One request a line: start and end in ms since navigation, what it is, who asked for it. */
export function waterfallLines(title: string, waterfall: Waterfall): string[] {
  const short = (url: string) => {
    try {
      const parsed = new URL(url);
      return `${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
    } catch {
      return url;
    }
  };
  const rows = waterfall.requests.map((request) => [
    ms(request.start).padStart(5),
    request.end === null ? '    …' : ms(request.end).padStart(5),
    `${short(request.url)}${request.fromCache ? ' (cache)' : ''}`,
    `← ${short(request.initiator)}`,
  ]);
  return [
    `${title} (${waterfall.caseId}; first product painted at ${ms(waterfall.paintMs)} ms)`,
    ...table([['start', '  end', 'request', 'initiator'], ...rows]).map((line) => `  ${line}`),
  ];
}

export function printResults(results: BenchResults, print: (line: string) => void): void {
  const { machine } = results;
  print('');
  print(
    `npm run bench, ${results.date}: ${machine.cpu} (${machine.cores} cores, load ${machine.loadAverageBefore.join(' ')} ` +
      `before, ${machine.loadAverageAfter.join(' ')} after), Chromium ${machine.chromium}, ${results.durationSeconds} s`,
  );
  print(`Signal: ${results.signal}`);
  print('');
  for (const line of caseTable(results)) print(line);
  print('');
  for (const line of fallbackLines(results)) print(line);
  print('');
  for (const line of waterfallLines('Waterfall, federated', results.waterfalls.federated)) print(line);
  print('');
  for (const line of waterfallLines('Waterfall, single bundle', results.waterfalls.singleBundle)) print(line);
}
