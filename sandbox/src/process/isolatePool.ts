import type { ServerRenderRequest, ServerRenderResult } from '../contract/serverRender';

/** What the pool needs of an isolate (`WarmIsolate`): one render at a time, and its end. */
export interface PooledIsolate {
  render(request: ServerRenderRequest): Promise<ServerRenderResult>;
  /** False once disposed (a failure, a deadline): such an isolate is never given back. */
  readonly usable: boolean;
  /** The heap its realm holds now, in bytes: what stays allocated while it waits idle. */
  heldBytes(): Promise<number>;
  dispose(): void;
}

/**
 * The share of its memory limit an isolate may hold after a render and still be kept warm. A realm that keeps what it
 * allocated (a cache on `globalThis`, a leak) would otherwise hold it while idle, up to the limit times `maxIdle`:
 * 40 renders of 90–100 MB left the render process at 520–975 MB against 73 MB after warm-up (issue 40). A React
 * render's own garbage is a few MB, so a healthy remote stays far below half; one over it is disposed and its next
 * render starts from a fresh realm.
 */
const KEEP_WARM_HEAP_SHARE = 0.5;

interface IdleIsolates {
  remote: string;
  codeId: string;
  isolates: PooledIsolate[];
}

/**
 * Warm isolates by the remote and the code they hold: a render takes an idle isolate of the same remote, `codeId` and
 * memory limit, or makes one, and gives it back when it rendered. The remote is part of the key because module state
 * lives on in a warm isolate: two remotes publishing byte-identical server code (store files are public, and the kit's
 * build names no remote) must never share one, or the copy would read what the other's last visitor left there. A remote's idle isolates hold one release: the first render of another
 * `codeId` of that remote (a deploy, a rollback) disposes those of the others, and an isolate of a release no longer
 * the remote's latest is disposed when its render ends. Without that, every deploy left its isolate idle until `maxIdle`
 * pushed it out, and the render process grew by one warm isolate per deploy (about 11 MB for catalog) up to
 * `maxIdle` of them (decision 0070). Idle isolates are kept up to `maxIdle` in all, least recently used dropped first.
 * How many render at once is the supervisor's concern: it sends no more than its pool size.
 */
export class IsolatePool {
  /** Insertion order is recency: a returned isolate goes to the end. */
  private readonly idle = new Map<string, IdleIsolates>();
  private idleCount = 0;
  /** The `codeId` each remote rendered last: its release now. */
  private readonly latest = new Map<string, string>();

  constructor(
    private readonly createIsolate: (memoryMb: number) => PooledIsolate,
    private readonly maxIdle: number,
  ) {}

  async render(request: ServerRenderRequest): Promise<ServerRenderResult> {
    if (this.latest.get(request.remote) !== request.codeId) this.retireReleasesOf(request.remote, request.codeId);
    const key = JSON.stringify([request.remote, request.codeId, request.memoryMb]);
    const isolate = this.take(key) ?? this.createIsolate(request.memoryMb);
    const result = await isolate.render(request);
    const current = this.latest.get(request.remote) === request.codeId;
    const keep = result.status === 'rendered' && isolate.usable && current && (await this.lean(isolate, request));
    if (keep) this.giveBack(key, request, isolate);
    else isolate.dispose();
    return result;
  }

  private async lean(isolate: PooledIsolate, { memoryMb }: ServerRenderRequest): Promise<boolean> {
    const held = await isolate.heldBytes().catch(() => Infinity);
    return held <= memoryMb * 1024 * 1024 * KEEP_WARM_HEAP_SHARE;
  }

  private retireReleasesOf(remote: string, codeId: string): void {
    this.latest.set(remote, codeId);
    for (const [key, entry] of this.idle) {
      if (entry.remote !== remote || entry.codeId === codeId) continue;
      for (const isolate of entry.isolates) isolate.dispose();
      this.idleCount -= entry.isolates.length;
      this.idle.delete(key);
    }
  }

  private take(key: string): PooledIsolate | undefined {
    const entry = this.idle.get(key);
    const isolate = entry?.isolates.pop();
    if (!entry || !isolate) return undefined;
    this.idleCount--;
    this.idle.delete(key);
    if (entry.isolates.length > 0) this.idle.set(key, entry);
    return isolate;
  }

  private giveBack(key: string, { remote, codeId }: ServerRenderRequest, isolate: PooledIsolate): void {
    const isolates = this.idle.get(key)?.isolates ?? [];
    this.idle.delete(key);
    this.idle.set(key, { remote, codeId, isolates: [...isolates, isolate] });
    this.idleCount++;
    while (this.idleCount > this.maxIdle) {
      const [oldestKey, oldest] = this.idle.entries().next().value as [string, IdleIsolates];
      oldest.isolates.shift()?.dispose();
      this.idleCount--;
      if (oldest.isolates.length === 0) this.idle.delete(oldestKey);
    }
  }
}
