import type { ServerRenderRequest, ServerRenderResult } from '../contract/serverRender';

/*
 * The render process's structured IPC (Node's `process.send`, JSON): the host sends renders and fetch answers, the
 * process sends results, fetch requests and log lines. Both sides import these types; neither trusts the other's sizes.
 */

export interface RenderProcessConfig {
  isolatedVm: string;
  runtimeBundle: string;
  /** Warm isolates kept idle at most, least recently used dropped first. */
  maxIdleIsolates: number;
}

export type FetchAnswer =
  | { ok: true; status: number; statusText: string; url: string; headers: [string, string][]; body: Uint8Array }
  | { ok: false; refused: boolean; message: string };

export type ToRenderProcess =
  | { type: 'render'; id: number; request: ServerRenderRequest }
  | { type: 'fetch-answer'; fetchId: number; answer: FetchAnswer };

export interface FetchAsk {
  url: string;
  method: string;
  headers: [string, string][];
  body: string | null;
  /** What is left of the render's deadline (the processes' clocks differ). */
  timeoutMs: number;
  /** The rendering remote's own API origins, as its render request gave them (decision 0093). */
  fetchOrigins: readonly string[];
}

export type FromRenderProcess =
  | { type: 'ready'; node: string; isolatedVm: string }
  | { type: 'result'; id: number; result: ServerRenderResult }
  | ({ type: 'fetch'; fetchId: number } & FetchAsk)
  | { type: 'log'; line: Record<string, unknown> };
