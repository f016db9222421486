import type { ServerRenderRequest, ServerRenderResult } from '../contract/serverRender';
import { classifyFailure } from './classifyFailure';
import { installIsolateCalls, type IsolateEntryPoints, type ProcessBridge } from './isolateCalls';
import type { IsolatedVm, IvmIsolate, IvmReference } from './isolatedVm';
import { OutputBudget } from './outputBudget';
import { endRenderState, newRenderState, remainingMs, type RenderState } from './renderState';
import { shapeRenderOutput } from './renderOutput/shapeRenderOutput';

/** The runtime bundle (polyfills, shared React, the render) and V8's code cache of it, made by this process. */
export interface RuntimeBundle {
  code: string;
  cachedData?: { copy(): unknown };
}

/**
 * The isolate's loader (resolving to its result's JSON text), its render (resolving to the first batch of its HTML)
 * and the call for each next batch.
 */
type RenderEntryPoints = IsolateEntryPoints & { load: IvmReference; render: IvmReference; next: IvmReference };

/** A batch as the isolate answered it, checked: the remote's code may have changed what answers. */
function checkedBatch(answer: unknown): { batch: Uint8Array | null; more: boolean } {
  const { batch, more } = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  if (batch !== null && !(batch instanceof Uint8Array))
    throw new TypeError('the render stream gave something other than bytes');
  return { batch, more: more === true };
}

/**
 * One isolate holding the runtime and one remote's server code (one `codeId`), reused for that code's next renders.
 * It runs one render at a time. Any failure disposes it: a timed-out, over-budget or refused remote never renders
 * again in the same realm, and the pool makes a fresh one.
 */
export class WarmIsolate {
  private readonly isolate: IvmIsolate;
  private entryPoints: RenderEntryPoints | undefined;
  private active: RenderState | undefined;

  constructor(
    private readonly ivm: IsolatedVm,
    private readonly runtime: RuntimeBundle,
    private readonly bridge: ProcessBridge,
    memoryMb: number,
  ) {
    this.isolate = new ivm.Isolate({ memoryLimit: memoryMb });
  }

  get usable(): boolean {
    return !this.isolate.isDisposed;
  }

  async render(request: ServerRenderRequest): Promise<ServerRenderResult> {
    const started = performance.now();
    const state = newRenderState(request);
    this.active = state;
    const deadline = setTimeout(() => {
      state.outcome.timedOut = true;
      this.dispose();
    }, request.deadlineMs);
    try {
      const { load, render, next } = await this.load(request, state);
      const data = await this.runLoader(load, request, state);
      if (request.part === 'data') {
        this.checkNotStopped(state);
        return { status: 'loaded', ...(data !== null && { data }), renderMs: performance.now() - started };
      }
      const first = await render.apply(undefined, [request.url, request.route, request.remote, data], {
        arguments: { copy: true },
        result: { promise: true, copy: true },
        timeout: remainingMs(state),
      });
      const dataBytes = data === null ? 0 : Buffer.byteLength(data);
      const output = await this.pull(first, next, request, state, request.outputBytes - dataBytes);
      this.checkNotStopped(state);
      const shaped = shapeRenderOutput(output);
      return { status: 'rendered', ...shaped, ...(data !== null && { data }), renderMs: performance.now() - started };
    } catch (error) {
      this.dispose();
      return {
        status: 'failed',
        ...classifyFailure(state.outcome, error, request.deadlineMs),
        renderMs: performance.now() - started,
      };
    } finally {
      clearTimeout(deadline);
      endRenderState(state);
      this.active = undefined;
    }
  }

  /**
   * The loader's JSON text (null when the module exports none), counted against the render's output limit before the
   * HTML is: the data goes to the browser with the page, so the two together stay within it (decision 0093).
   */
  private async runLoader(load: IvmReference, request: ServerRenderRequest, state: RenderState) {
    state.outcome.phase = 'load';
    const data: unknown = await load.apply(undefined, [request.url, request.route, [...(request.fetchOrigins ?? [])]], {
      arguments: { copy: true },
      result: { promise: true, copy: true },
      timeout: remainingMs(state),
    });
    if (data !== null && typeof data !== 'string')
      throw new TypeError('the loader gave something other than JSON text');
    if (data !== null && Buffer.byteLength(data) > request.outputBytes) {
      state.outcome.outputExceeded = { remote: request.remote, limitBytes: request.outputBytes };
      throw new Error(`the loader's data went over ${request.outputBytes} bytes`);
    }
    this.checkNotStopped(state);
    state.outcome.phase = 'render';
    return data;
  }

  /** A remote that caught the rejection of a refused fetch still tried it; a timed-out one may still have answered. */
  private checkNotStopped(state: RenderState): void {
    if (state.outcome.refusal !== undefined || state.outcome.timedOut) throw new Error('render stopped');
  }

  dispose(): void {
    if (!this.isolate.isDisposed) this.isolate.dispose();
  }

  /** The realm's heap in use, with what it allocated outside V8's heap (array buffers). */
  async heldBytes(): Promise<number> {
    const heap = await this.isolate.getHeapStatistics();
    return heap.used_heap_size + heap.externally_allocated_size;
  }

  /**
   * The render's HTML: the first batch the render resolved to, then each next one through the isolate's `__mfpNext`,
   * counted here, outside the isolate, where the remote's code cannot reach the count (decision 0084). The first batch
   * over `outputBytes` disposes the isolate and fails the render, so the process holds no more than the limit and one
   * batch of a render's HTML. One batch is still bounded only by the isolate's memory limit: it is copied out whole
   * before it can be counted.
   */
  private async pull(
    first: unknown,
    next: IvmReference,
    request: ServerRenderRequest,
    state: RenderState,
    limitBytes: number,
  ): Promise<string> {
    const budget = new OutputBudget(limitBytes);
    for (let answer = first; ;) {
      const { batch, more } = checkedBatch(answer);
      if (batch && !budget.add(batch)) {
        state.outcome.outputExceeded = { remote: request.remote, limitBytes: request.outputBytes };
        this.dispose();
        throw new Error(`the HTML went over ${request.outputBytes} bytes`);
      }
      if (!more) return budget.text();
      answer = await next.apply(undefined, [], {
        result: { promise: true, copy: true },
        timeout: remainingMs(state),
      });
    }
  }

  /** The first render in this isolate evaluates the runtime and the remote's code, inside that render's deadline. */
  private async load(request: ServerRenderRequest, state: RenderState): Promise<RenderEntryPoints> {
    if (this.entryPoints) return this.entryPoints;
    const context = await this.isolate.createContext();
    await installIsolateCalls(
      this.ivm,
      context,
      this.bridge,
      () => this.entryPoints,
      () => this.active,
      (stopped) => {
        if (stopped === this.active) this.dispose();
      },
    );
    const runtime = await this.isolate.compileScript(this.runtime.code, {
      filename: 'mfp-sandbox-runtime.js',
      ...(this.runtime.cachedData ? { cachedData: this.runtime.cachedData } : { produceCachedData: true }),
    });
    if (!this.runtime.cachedData && runtime.cachedData) this.runtime.cachedData = runtime.cachedData;
    await runtime.run(context, { timeout: remainingMs(state) });
    await context.eval(request.code, {
      timeout: remainingMs(state),
      filename: `${request.remote}@${request.version}/server.js`,
    });
    const reference = (name: string) => context.global.get(name, { reference: true });
    this.entryPoints = {
      load: await reference('__mfpLoad'),
      render: await reference('__mfpRender'),
      next: await reference('__mfpNext'),
      fire: await reference('__mfpFire'),
      fetchDone: await reference('__mfpFetchDone'),
    };
    return this.entryPoints;
  }
}
