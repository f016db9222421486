import type { ServerRenderRequest, ServerRenderResult } from '../contract/serverRender';
import type { ProcessBridge } from './isolateCalls';
import type { IsolatedVm } from './isolatedVm';
import { WarmIsolate, type RuntimeBundle } from './warmIsolate';

/**
 * Warm isolates by the code they hold: a render takes an idle isolate with the same `codeId` and memory limit, or makes
 * one, and gives it back when it rendered. Idle isolates are kept up to `maxIdle`, least recently used dropped first,
 * so a remote's old releases leave memory as new ones come (MF core#5075's growth). How many render at once is the
 * supervisor's concern: it sends no more than its pool size.
 */
export class IsolatePool {
  /** Insertion order is recency: a returned isolate goes to the end. */
  private readonly idle = new Map<string, WarmIsolate[]>();
  private idleCount = 0;

  constructor(
    private readonly ivm: IsolatedVm,
    private readonly runtime: RuntimeBundle,
    private readonly bridge: ProcessBridge,
    private readonly maxIdle: number,
  ) {}

  async render(request: ServerRenderRequest): Promise<ServerRenderResult> {
    const key = `${request.codeId} ${request.memoryMb}`;
    const isolate = this.take(key) ?? new WarmIsolate(this.ivm, this.runtime, this.bridge, request.memoryMb);
    const result = await isolate.render(request);
    if (result.status === 'rendered' && isolate.usable) this.giveBack(key, isolate);
    else isolate.dispose();
    return result;
  }

  private take(key: string): WarmIsolate | undefined {
    const list = this.idle.get(key);
    const isolate = list?.pop();
    if (!list || !isolate) return undefined;
    this.idleCount--;
    this.idle.delete(key);
    if (list.length > 0) this.idle.set(key, list);
    return isolate;
  }

  private giveBack(key: string, isolate: WarmIsolate): void {
    const list = this.idle.get(key) ?? [];
    this.idle.delete(key);
    this.idle.set(key, [...list, isolate]);
    this.idleCount++;
    while (this.idleCount > this.maxIdle) {
      const [oldestKey, oldest] = this.idle.entries().next().value as [string, WarmIsolate[]];
      oldest.shift()?.dispose();
      this.idleCount--;
      if (oldest.length === 0) this.idle.delete(oldestKey);
    }
  }
}
