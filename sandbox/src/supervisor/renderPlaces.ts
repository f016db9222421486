/** A place in the render pool, held until `release` is called. */
export type RenderPlace = { status: 'held'; release: () => void } | { status: 'busy'; reason: string };

interface Waiting {
  remote: string;
  take: (place: RenderPlace) => void;
}

/**
 * The render pool's places (decision 0062): at most `poolSize` renders at once, and at most `poolSize - 1` of them for
 * any one remote, so a remote whose renders all run to their deadline (a loop, a promise that never settles) always
 * leaves a place to the others. A render that finds no place it may take waits, in order of arrival, up to its
 * deadline; a freed place goes to the first waiting render whose remote is under its share. Beyond `maxWaiting`
 * waiting renders, new ones are turned away at once (`busy`), and the page leaves the slot to the browser.
 *
 * Not covered: a pool of one place, which cannot keep one remote from another; the default pool has two.
 */
export class RenderPlaces {
  private readonly shareOfOne: number;
  private readonly held = new Map<string, number>();
  private readonly waiting: Waiting[] = [];
  private running = 0;

  constructor(
    private readonly poolSize: number,
    private readonly maxWaiting: number,
  ) {
    this.shareOfOne = Math.max(1, poolSize - 1);
  }

  /**
   * A place for one render of `remote`: at once when one is free to it, or when one frees within `maxWaitMs` (the
   * render's deadline: a page waits for its slot no longer than that, queue included), else `busy`.
   */
  acquire(remote: string, maxWaitMs: number): Promise<RenderPlace> {
    if (this.mayTake(remote)) return Promise.resolve(this.take(remote));
    if (this.waiting.length >= this.maxWaiting)
      return Promise.resolve({ status: 'busy', reason: `${this.waiting.length} renders already wait` });
    return new Promise((resolve) => {
      const waiting: Waiting = {
        remote,
        take: (place) => {
          clearTimeout(timer);
          resolve(place);
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiting), 1);
        resolve({ status: 'busy', reason: `no render place was free within its deadline (${maxWaitMs} ms)` });
      }, maxWaitMs);
      // A waiting render never keeps the process alive on its own.
      timer.unref();
      this.waiting.push(waiting);
    });
  }

  private mayTake(remote: string): boolean {
    return this.running < this.poolSize && (this.held.get(remote) ?? 0) < this.shareOfOne;
  }

  private take(remote: string): RenderPlace {
    this.running += 1;
    this.held.set(remote, (this.held.get(remote) ?? 0) + 1);
    let released = false;
    return {
      status: 'held',
      release: () => {
        if (released) return;
        released = true;
        this.running -= 1;
        const left = (this.held.get(remote) ?? 1) - 1;
        if (left === 0) this.held.delete(remote);
        else this.held.set(remote, left);
        this.handOver();
      },
    };
  }

  /** Gives free places to waiting renders, first come first served among the remotes under their share. */
  private handOver(): void {
    for (let index = 0; index < this.waiting.length && this.running < this.poolSize;) {
      const next = this.waiting[index]!;
      if (this.mayTake(next.remote)) {
        this.waiting.splice(index, 1);
        next.take(this.take(next.remote));
      } else index += 1;
    }
  }
}
