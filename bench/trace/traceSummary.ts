/**
 * What a Chromium trace (the JSON of `Tracing`, categories in `TRACE_CATEGORIES`) says about one page load up to a
 * moment: the renderer main thread's work and the scripts it compiled and ran. Pure: the bench records the trace, this
 * reads it, and its test feeds it events written by hand.
 */

/** The categories the bench records: top-level tasks, script compile and evaluate events, navigation marks. */
export const TRACE_CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
] as const;

/** The fields of a trace event read here (Trace Event Format; times in microseconds). */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, where the platform records it. */
  tdur?: number;
  args?: Record<string, unknown>;
}

export interface TraceSummary {
  /** Wall time of the renderer main thread's top-level tasks from navigation start to the cut-off, ms. */
  mainThreadBusyMs: number;
  /** The thread (CPU) time of the same tasks, ms; their wall time where a task carries none. */
  mainThreadCpuMs: number;
  /** Of that CPU time, what V8 spent compiling and evaluating scripts (EvaluateScript, compile events outside it), ms. */
  scriptCpuMs: number;
  /** Scripts (by URL) that V8 compiled before the cut-off without a code cache. */
  compiledUrls: string[];
  /** Scripts whose compile consumed a V8 code cache (warm visits), so were not compiled from source. */
  codeCacheUrls: string[];
  /** Scripts (by URL) evaluated before the cut-off. */
  evaluatedUrls: string[];
}

interface Navigation {
  pid: number;
  tid: number;
  ts: number;
}

const dataOf = (event: TraceEvent) => (event.args?.data ?? {}) as Record<string, unknown>;

/** The navigationStart of the main frame that loaded `url` (the latest, if it loaded more than once). */
export function findNavigation(events: readonly TraceEvent[], url: string): Navigation | undefined {
  let found: Navigation | undefined;
  for (const event of events) {
    if (event.name !== 'navigationStart') continue;
    const data = dataOf(event);
    if (data.isLoadingMainFrame !== true || data.documentLoaderURL !== url) continue;
    if (!found || event.ts > found.ts) found = { pid: event.pid, tid: event.tid, ts: event.ts };
  }
  return found;
}

/** The part of a complete event that lies before `end`: its share of wall and thread time. */
function clipped(event: TraceEvent, end: number): { wall: number; cpu: number } {
  const dur = event.dur ?? 0;
  const share = dur === 0 ? 1 : Math.max(0, Math.min(1, (end - event.ts) / dur));
  return { wall: dur * share, cpu: (event.tdur ?? dur) * share };
}

const COMPILE_EVENTS = new Set(['v8.compile', 'v8.compileModule']);
const TOP_LEVEL_TASK = 'RunTask';

/**
 * Sums the main thread's work of the load of `url` from its navigation start until `untilMs` after it (the paint), and
 * lists the scripts it compiled and evaluated meanwhile. Undefined when the trace has no navigation of `url`.
 *
 * Top-level tasks are DevTools' `RunTask` events of the renderer main thread (the thread of the navigationStart
 * mark); a task running across the cut-off counts for its share before it.
 */
export function summariseTrace(events: readonly TraceEvent[], url: string, untilMs: number): TraceSummary | undefined {
  const navigation = findNavigation(events, url);
  if (!navigation) return undefined;
  const end = navigation.ts + untilMs * 1000;
  const onMainThread = (event: TraceEvent) =>
    event.pid === navigation.pid && event.tid === navigation.tid && event.ph === 'X' && event.ts >= navigation.ts;
  let busy = 0;
  let cpu = 0;
  let script = 0;
  const compiled = new Set<string>();
  const codeCache = new Set<string>();
  const evaluated = new Set<string>();
  const evaluations: TraceEvent[] = [];
  // In time order, so a compile meets the evaluation that encloses it after that evaluation.
  const mainThread = events.filter((event) => onMainThread(event) && event.ts < end).sort((a, b) => a.ts - b.ts);
  for (const event of mainThread) {
    if (event.name === TOP_LEVEL_TASK) {
      const part = clipped(event, end);
      busy += part.wall;
      cpu += part.cpu;
    } else if (event.name === 'EvaluateScript') {
      evaluations.push(event);
      script += clipped(event, end).cpu;
      const scriptUrl = dataOf(event).url;
      if (typeof scriptUrl === 'string' && scriptUrl) evaluated.add(scriptUrl);
    } else if (COMPILE_EVENTS.has(event.name)) {
      const data = dataOf(event);
      const scriptUrl = typeof data.url === 'string' ? data.url : undefined;
      const fromCache = typeof data.consumedCacheSize === 'number' && data.cacheRejected !== true;
      if (scriptUrl) (fromCache ? codeCache : compiled).add(scriptUrl);
      // A compile inside an EvaluateScript is counted with it; only those outside (lazy compiles) add here.
      const inside = evaluations.some((outer) => outer.ts <= event.ts && event.ts < outer.ts + (outer.dur ?? 0));
      if (!inside) script += clipped(event, end).cpu;
    }
  }
  for (const scriptUrl of codeCache) compiled.delete(scriptUrl);
  const ms = (micros: number) => Math.round(micros) / 1000;
  return {
    mainThreadBusyMs: ms(busy),
    mainThreadCpuMs: ms(cpu),
    scriptCpuMs: ms(script),
    compiledUrls: [...compiled].sort(),
    codeCacheUrls: [...codeCache].sort(),
    evaluatedUrls: [...evaluated].sort(),
  };
}
