import type { ServerRenderRequest } from '../contract/serverRender';
import type { RenderOutcome } from './classifyFailure';

/** One render in one isolate, as the host side tracks it: its deadline, its timers, its console budget. */
export interface RenderState {
  remote: string;
  version: string;
  deadlineAt: number;
  outcome: RenderOutcome;
  timers: Map<number, NodeJS.Timeout>;
  logLines: number;
  fetches: number;
  /** The remote's own API origins, which its fetches may reach beside the sandbox's (decision 0093). */
  fetchOrigins: readonly string[];
}

export function newRenderState({
  remote,
  version,
  deadlineMs,
  fetchOrigins = [],
}: Pick<ServerRenderRequest, 'remote' | 'version' | 'deadlineMs' | 'fetchOrigins'>): RenderState {
  return {
    remote,
    version,
    deadlineAt: performance.now() + deadlineMs,
    outcome: { timedOut: false, refusal: undefined, phase: 'render' },
    timers: new Map(),
    logLines: 0,
    fetches: 0,
    fetchOrigins,
  };
}

/** Milliseconds left before the render's deadline, at least 1 (isolated-vm's `timeout` treats 0 as none). */
export function remainingMs(state: RenderState): number {
  return Math.max(1, Math.floor(state.deadlineAt - performance.now()));
}

export function endRenderState(state: RenderState): void {
  for (const timer of state.timers.values()) clearTimeout(timer);
  state.timers.clear();
}
