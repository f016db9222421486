import type { ServerRenderRequest, ServerRenderResult } from '../contract/serverRender';
import { classifyFailure } from './classifyFailure';
import { installIsolateCalls, type IsolateEntryPoints, type ProcessBridge } from './isolateCalls';
import type { IsolatedVm, IvmIsolate, IvmReference } from './isolatedVm';
import { endRenderState, newRenderState, remainingMs, type RenderState } from './renderState';
import { shapeRenderOutput } from './renderOutput/shapeRenderOutput';

/** The runtime bundle (polyfills, shared React, the render) and V8's code cache of it, made by this process. */
export interface RuntimeBundle {
  code: string;
  cachedData?: { copy(): unknown };
}

/**
 * One isolate holding the runtime and one remote's server code (one `codeId`), reused for that code's next renders.
 * It runs one render at a time. Any failure disposes it: a timed-out, over-budget or refused remote never renders
 * again in the same realm, and the pool makes a fresh one.
 */
export class WarmIsolate {
  private readonly isolate: IvmIsolate;
  private entryPoints: (IsolateEntryPoints & { render: IvmReference }) | undefined;
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
    const state = newRenderState(request.remote, request.version, request.deadlineMs);
    this.active = state;
    const deadline = setTimeout(() => {
      state.outcome.timedOut = true;
      this.dispose();
    }, request.deadlineMs);
    try {
      const render = await this.load(request, state);
      const chunks = (await render.apply(undefined, [request.url, request.route, request.remote], {
        arguments: { copy: true },
        result: { promise: true, copy: true },
        timeout: remainingMs(state),
      })) as Uint8Array[];
      // A remote that caught the rejection of a refused fetch still tried it.
      if (state.outcome.refusal !== undefined || state.outcome.timedOut) throw new Error('render stopped');
      const decoder = new TextDecoder();
      const output = chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join('') + decoder.decode();
      return { status: 'rendered', ...shapeRenderOutput(output), renderMs: performance.now() - started };
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

  dispose(): void {
    if (!this.isolate.isDisposed) this.isolate.dispose();
  }

  /** The realm's heap in use, with what it allocated outside V8's heap (array buffers). */
  async heldBytes(): Promise<number> {
    const heap = await this.isolate.getHeapStatistics();
    return heap.used_heap_size + heap.externally_allocated_size;
  }

  /** The first render in this isolate evaluates the runtime and the remote's code, inside that render's deadline. */
  private async load(request: ServerRenderRequest, state: RenderState): Promise<IvmReference> {
    if (this.entryPoints) return this.entryPoints.render;
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
      render: await reference('__mfpRender'),
      fire: await reference('__mfpFire'),
      fetchDone: await reference('__mfpFetchDone'),
    };
    return this.entryPoints.render;
  }
}
