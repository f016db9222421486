import { logEvent } from '@mfp/shared/logs';
import type { FetchAnswer, FetchAsk } from './messages';
import type { IsolatedVm, IvmContext, IvmReference } from './isolatedVm';
import { remainingMs, type RenderState } from './renderState';

/** What the render process gives each isolate's host calls: its log and the host's allowlisted fetch. */
export interface ProcessBridge {
  log(line: Record<string, unknown>): void;
  fetch(ask: FetchAsk): Promise<FetchAnswer>;
}

/** The isolate's functions the host calls back into, as References (they never leave the host side). */
export interface IsolateEntryPoints {
  fire: IvmReference;
  fetchDone: IvmReference;
}

const MAX_LOG_LINES = 50;
const MAX_LOG_CHARS = 2000;
const MAX_FETCHES = 20;
const COPY = { arguments: { copy: true } };

/** What each of the host's calls works with: the bridge, the isolate's entry points, the render now, its stop. */
interface CallsContext {
  bridge: ProcessBridge;
  entryPoints: () => IsolateEntryPoints | undefined;
  active: () => RenderState | undefined;
  stop: (state: RenderState) => void;
}

/** `console` of the remote's code, as log lines: bounded in count and length per render, dropped outside one. */
function logCall({ bridge, active }: CallsContext) {
  return (level: string, text: string) => {
    const state = active();
    if (!state || state.logLines++ >= MAX_LOG_LINES) return;
    const line = { level, remote: state.remote, version: state.version, text: String(text).slice(0, MAX_LOG_CHARS) };
    bridge.log({ ...logEvent('sandbox-console'), ...line });
  };
}

/** `setTimeout` and `clearTimeout` of the remote's code: host timers that fire into the isolate within the deadline. */
function timerCalls({ entryPoints, active, stop }: CallsContext, log: ReturnType<typeof logCall>) {
  const fire = (state: RenderState, id: number) => {
    state.timers.delete(id);
    entryPoints()
      ?.fire.apply(undefined, [id], { ...COPY, timeout: remainingMs(state) })
      .catch((error: unknown) => {
        if (error instanceof Error && /timed out/.test(error.message)) state.outcome.timedOut = true;
        else log('error', `uncaught in a timer: ${error instanceof Error ? error.message : String(error)}`);
        stop(state);
      });
  };
  const setTimer = (id: number, ms: number) => {
    const state = active();
    // A timer due after the deadline would never run: the deadline disposes the isolate first.
    if (!state || ms > remainingMs(state)) return;
    state.timers.set(
      id,
      setTimeout(() => fire(state, id), ms),
    );
  };
  const clearTimer = (id: number) => {
    const state = active();
    clearTimeout(state?.timers.get(id));
    state?.timers.delete(id);
  };
  return { setTimer, clearTimer };
}

/** What a loader's fetch got, as the host saw it: the loader's failure, if it follows, is then named after it. */
function noteLoaderFetch(state: RenderState, answer: FetchAnswer): void {
  if (!answer.ok) state.outcome.dataUnreachable = answer.message.slice(0, 300);
  else if (answer.status < 200 || answer.status > 299) {
    const where = URL.canParse(answer.url) ? new URL(answer.url) : undefined;
    state.outcome.dataStatus = `${answer.status} to ${where ? where.origin + where.pathname : 'a fetch'}`.slice(0, 300);
  }
}

/** `fetch` of the remote's code, through the host's allowlist: at most MAX_FETCHES a render; a refusal ends it. */
function fetchCall({ bridge, entryPoints, active, stop }: CallsContext) {
  return async (id: number, url: string, method: string, headers: [string, string][], body: string | null) => {
    const state = active();
    if (!state) return;
    const answer: FetchAnswer =
      state.fetches++ >= MAX_FETCHES
        ? { ok: false, refused: false, message: `more than ${MAX_FETCHES} fetches in one render` }
        : await bridge.fetch({
            url: String(url),
            method: String(method),
            headers,
            body,
            timeoutMs: remainingMs(state),
            fetchOrigins: state.fetchOrigins,
          });
    if (!answer.ok && answer.refused) {
      state.outcome.refusal = answer.message;
      stop(state);
      return;
    }
    if (state.outcome.phase === 'load') noteLoaderFetch(state, answer);
    await entryPoints()
      ?.fetchDone.apply(undefined, [id, answer], { ...COPY, timeout: remainingMs(state) })
      .catch(() => stop(state));
  };
}

/**
 * Puts the host's calls on a fresh context's global as `__mfpHost<Name>` Callbacks (the runtime bundle takes them
 * off at once, src/isolate/hostBridge.ts). `active()` is the render in this isolate now; calls outside a render, or
 * over a render's budget, are dropped. `stop(outcome)` ends the render at once (a refusal, a timer that ran over).
 */
export async function installIsolateCalls(
  ivm: IsolatedVm,
  context: IvmContext,
  bridge: ProcessBridge,
  entryPoints: () => IsolateEntryPoints | undefined,
  active: () => RenderState | undefined,
  stop: (state: RenderState) => void,
): Promise<void> {
  const calls = { bridge, entryPoints, active, stop };
  const log = logCall(calls);
  const { setTimer, clearTimer } = timerCalls(calls, log);
  const hostCalls: Record<string, (...args: never[]) => unknown> = {
    SetTimer: setTimer,
    ClearTimer: clearTimer,
    Log: log,
    Fetch: fetchCall(calls),
  };
  for (const [name, call] of Object.entries(hostCalls))
    await context.global.set(`__mfpHost${name}`, new ivm.Callback(call, { ignored: true }));
}
