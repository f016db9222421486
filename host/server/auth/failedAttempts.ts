/**
 * Failed authentications, counted per key (a client address, a claimed token id) in a fixed window: after `max`
 * failures a key is blocked until its window ends. In memory and per server (decision 0035): tokens are 256-bit
 * random, so this bounds noise and load, not guessing. The map is bounded: past `maxKeys`, the oldest windows go.
 */
export interface FailedAttemptsOptions {
  max: number;
  windowMs: number;
  maxKeys?: number;
  now?: () => number;
}

/** 10 failures in 5 minutes: a CI job with a wrong secret fails a few times, never ten, before someone looks. */
export const DEFAULT_FAILED_ATTEMPTS = { max: 10, windowMs: 5 * 60_000 } as const;

export class FailedAttempts {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private readonly now: () => number;

  constructor(private readonly options: FailedAttemptsOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Seconds until `key` may try again, or undefined when it is not blocked. */
  blockedFor(key: string): number | undefined {
    const window = this.current(key);
    if (!window || window.count < this.options.max) return undefined;
    return Math.max(1, Math.ceil((window.endsAt - this.now()) / 1000));
  }

  fail(key: string): void {
    const window = this.current(key);
    if (window) window.count += 1;
    else {
      if (this.windows.size >= (this.options.maxKeys ?? 10_000)) this.evict();
      this.windows.set(key, { count: 1, endsAt: this.now() + this.options.windowMs });
    }
  }

  private current(key: string) {
    const window = this.windows.get(key);
    if (window && window.endsAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Drops ended windows, then the oldest (a Map keeps insertion order) if none had ended. */
  private evict(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    if (this.windows.size >= (this.options.maxKeys ?? 10_000)) {
      const oldest = this.windows.keys().next();
      if (!oldest.done) this.windows.delete(oldest.value);
    }
  }
}
