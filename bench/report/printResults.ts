import type { Spread } from '../analysis/stats';
import type { BenchResults, Interval, TargetResult, Waterfall } from '../results/resultsSchema';
import { PAGE_GZIP_BYTES_PER_REMOTE_GOAL } from '../registrySize/registrySizeFigures';

const ms = (value: number) => `${Math.round(value)}`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const two = (n: number) => n.toFixed(2);
const withSpread = (value: Spread, format: (n: number) => string) =>
  `${format(value.median)} (${format(value.p25)}–${format(value.p75)})`;
/** A median with its 95% interval: "1.12 [1.05, 1.20]". */
export const withInterval = (interval: Pick<Interval, 'estimate' | 'low' | 'high'>, format = two) =>
  `${format(interval.estimate)} [${format(interval.low)}, ${format(interval.high)}]`;

/** Where the target stands against the interval, in the words of issue 21: inside, above (met) or below (missed). */
export function targetWords(target: TargetResult | null): string {
  if (!target) return '–';
  const word = { met: 'above', inside: 'inside', missed: 'below' } as const;
  const main = `≤ ${two(target.ceiling)} ${word[target.verdict]}`;
  return target.goal === null || target.goalVerdict === null
    ? main
    : `${main}; goal ${two(target.goal)} ${word[target.goalVerdict]}`;
}

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
function caseTable(results: BenchResults): string[] {
  const header = [
    'case',
    'federated ms (p25–p75)',
    'single ms (p25–p75)',
    'ratio [95% CI]',
    'target vs CI',
    'CPU ms fed / single',
    'CPU ratio [95% CI]',
    'requests',
    'round trips',
    'JS gzip KB',
    'JS wire KB',
    'compiled KB',
    'code cache KB',
    'evaluated KB',
  ];
  const rows = results.cases.map((c) => {
    const pair = (pick: (v: typeof c.federated) => number, format = (n: number) => `${n}`) =>
      `${format(pick(c.federated))} / ${format(pick(c.singleBundle))}`;
    return [
      c.label,
      withSpread(c.federated.paintMs, ms),
      withSpread(c.singleBundle.paintMs, ms),
      withInterval(c.ratioInterval),
      targetWords(c.target),
      pair((v) => v.mainThread.cpuMs.median, ms),
      withInterval(c.cpuRatioInterval),
      pair((v) => v.requests),
      pair((v) => v.roundTrips),
      pair((v) => v.javascriptBytes.gzip, kb),
      pair((v) => v.javascriptBytes.wire, kb),
      pair((v) => v.mainThread.compiledBytes, kb),
      pair((v) => v.mainThread.codeCacheBytes, kb),
      pair((v) => v.mainThread.evaluatedBytes, kb),
    ];
  });
  return table([header, ...rows]);
}

/** The registry-size cases, each against the smallest. */
function registryTable(results: BenchResults): string[] {
  const { registrySize } = results;
  const header = [
    'remotes',
    'page B raw',
    'page B gzip',
    'gzip B/remote',
    'render ms first / median',
    'content ms (p25–p75)',
    'ratio to 2 [95% CI]',
    'target vs CI',
    'RSS MB start / after / peak',
    'registry ms',
    'nav ms',
    'CPU ms',
  ];
  const rows = registrySize.cases.map((c) => [
    `${c.remotes}`,
    `${c.pageBytes.raw}`,
    `${c.pageBytes.gzip}`,
    c.gzipBytesPerRemote === null ? '–' : `${c.gzipBytesPerRemote}`,
    `${two(c.renderMs.first)} / ${two(c.renderMs.median)}`,
    withSpread(c.paintMs, ms),
    c.ratioInterval ? withInterval(c.ratioInterval) : '(baseline)',
    targetWords(c.target),
    `${c.rssMb.afterStart} / ${c.rssMb.afterVisits} / ${c.rssMb.peak}`,
    c.registryMs === null ? '–' : two(c.registryMs),
    c.navigationMs === null ? '–' : two(c.navigationMs),
    ms(c.mainThreadCpuMs),
  ]);
  return [
    `Registry size (${registrySize.networkCase}, ${registrySize.rounds} rounds; goal at 200: ratio ≤ 1.05, page ` +
      `≤ ${PAGE_GZIP_BYTES_PER_REMOTE_GOAL} B gzip per remote; load ${registrySize.loadAverage.before[0]} → ` +
      `${registrySize.loadAverage.after[0]})`,
    ...table([header, ...rows]),
  ];
}

function fallbackLines(results: BenchResults): string[] {
  const { refused, hang } = results.fallbacks;
  const line = (what: string, fallback: typeof refused) =>
    `${what}: ${withSpread(fallback.ms, ms)} ms to the fallback screen (min ${ms(fallback.ms.min)}, max ` +
    `${ms(fallback.ms.max)}, ${fallback.runs} runs, ${fallback.networkCase}); configured timeout ${fallback.configuredTimeoutMs} ms`;
  return [line('store refuses connections', refused), line('store hangs', hang)];
}

/** One request a line: start and end in ms since navigation, what it is, who asked for it. */
function waterfallLines(title: string, waterfall: Waterfall): string[] {
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
  print(`CPU: ${results.isolation.description}`);
  for (const warning of results.warnings) print(`⚠ ${warning}`);
  print(`Signal: ${results.signal}`);
  print(
    'Ratios: federated / single bundle, pair by pair; median [95% bootstrap CI]. CPU: renderer main thread up to the ' +
      'paint (trace). Bytes: scripts compiled from source, taken from the V8 code cache, evaluated, before the paint.',
  );
  print('');
  for (const line of caseTable(results)) print(line);
  print('');
  for (const line of registryTable(results)) print(line);
  print('');
  for (const line of fallbackLines(results)) print(line);
  const { waterfalls } = results;
  for (const [title, waterfall] of [
    ['Waterfall, federated', waterfalls.federated],
    ['Waterfall, single bundle', waterfalls.singleBundle],
    ['Waterfall, warm, federated', waterfalls.warmFederated],
    ['Waterfall, warm, single bundle', waterfalls.warmSingleBundle],
    ['Waterfall, h2+TLS, federated', waterfalls.h2Federated],
  ] as const) {
    print('');
    for (const line of waterfallLines(title, waterfall)) print(line);
  }
}
