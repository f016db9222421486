import { findNavigation, summariseTrace, type TraceEvent } from './traceSummary';

const PAGE = 'http://127.0.0.1:4000/catalog';
const RENDERER = { pid: 7, tid: 7 };
const navigationStart = (ts: number, url = PAGE, where = RENDERER): TraceEvent => ({
  name: 'navigationStart',
  cat: 'blink.user_timing',
  ph: 'R',
  ...where,
  ts,
  args: { data: { documentLoaderURL: url, isLoadingMainFrame: true } },
});
const task = (ts: number, dur: number, tdur?: number, where = RENDERER): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
});
const evaluate = (ts: number, dur: number, url: string, tdur = dur): TraceEvent => ({
  name: 'EvaluateScript',
  ph: 'X',
  ...RENDERER,
  ts,
  dur,
  tdur,
  args: { data: { url } },
});
const compile = (ts: number, dur: number, url: string, data: Record<string, unknown> = {}): TraceEvent => ({
  name: 'v8.compile',
  ph: 'X',
  ...RENDERER,
  ts,
  dur,
  tdur: dur,
  args: { data: { url, ...data } },
});

describe('trace summary', () => {
  it('finds the main-frame navigation of the page, the latest when it loaded twice (a reload)', () => {
    const events = [
      navigationStart(1_000),
      navigationStart(900, ''),
      navigationStart(5_000),
      { ...navigationStart(6_000), args: { data: { documentLoaderURL: PAGE, isLoadingMainFrame: false } } },
    ];
    expect(findNavigation(events, PAGE)?.ts).toBe(5_000);
    expect(findNavigation(events, 'http://127.0.0.1:4000/other')).toBeUndefined();
  });

  it('sums the main thread tasks between navigation start and the paint, a task across the cut-off in part', () => {
    const events = [
      navigationStart(1_000_000),
      task(990_000, 5_000, 5_000), // before the navigation
      task(1_010_000, 20_000, 15_000),
      task(1_040_000, 10_000), // no thread time: its wall time counts
      task(1_095_000, 10_000, 8_000), // half before the paint at 100 ms
      task(1_200_000, 10_000, 10_000), // after it
      task(1_010_000, 50_000, 50_000, { pid: 7, tid: 9 }), // another thread
      task(1_010_000, 50_000, 50_000, { pid: 8, tid: 8 }), // another renderer
    ];
    expect(summariseTrace(events, PAGE, 100)).toMatchObject({ mainThreadBusyMs: 35, mainThreadCpuMs: 29 });
  });

  it('lists scripts compiled from source, from a code cache, and evaluated, before the paint', () => {
    const events = [
      navigationStart(0),
      evaluate(10_000, 8_000, 'http://s/a.js', 6_000),
      compile(10_100, 1_000, 'http://s/a.js'),
      evaluate(20_000, 2_000, 'http://s/b.js'),
      compile(20_100, 500, 'http://s/b.js', { consumedCacheSize: 4096 }),
      compile(30_000, 1_000, 'http://s/lazy.js'), // a compile outside any evaluation adds its own time
      compile(31_000, 1_000, 'http://s/rejected.js', { consumedCacheSize: 10, cacheRejected: true }),
      evaluate(200_000, 2_000, 'http://s/late.js'), // after the paint
    ];
    expect(summariseTrace(events, PAGE, 100)).toEqual({
      mainThreadBusyMs: 0,
      mainThreadCpuMs: 0,
      scriptCpuMs: 10,
      compiledUrls: ['http://s/a.js', 'http://s/lazy.js', 'http://s/rejected.js'],
      codeCacheUrls: ['http://s/b.js'],
      evaluatedUrls: ['http://s/a.js', 'http://s/b.js'],
    });
  });

  it('has nothing to say of a trace without the page', () => {
    expect(summariseTrace([task(0, 10)], PAGE, 100)).toBeUndefined();
  });
});
