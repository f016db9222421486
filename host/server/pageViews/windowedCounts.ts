export interface WindowedCountsOptions {
  /** The window's length: every key's counts start afresh at each multiple of it. */
  windowMs: number;
  /** Keys remembered at most; the least recently seen goes first (a forgotten key starts afresh). */
  maxKeys: number;
  now?: () => number;
}

export interface WindowedCounts {
  /** Counts one more `what` of `key` in the current window when fewer than `limit` are counted; says whether it did. */
  take(key: string, what: string, limit: number): boolean;
  /** How many keys are remembered, for tests. */
  size(): number;
}

/**
 * Counts per key in fixed windows, in this server's memory, bounded by `maxKeys` as an LRU over the keys: what a
 * visitor (decision 0091) or a client address (decision 0092) has been allowed so far.
 */
export function createWindowedCounts({ windowMs, maxKeys, now = Date.now }: WindowedCountsOptions): WindowedCounts {
  const keys = new Map<string, { window: number; counts: Map<string, number> }>();

  function entryOf(key: string) {
    const window = Math.floor(now() / windowMs);
    let entry = keys.get(key);
    if (entry) keys.delete(key);
    if (!entry || entry.window !== window) entry = { window, counts: new Map() };
    // Most recently seen last: the first is the least recently seen.
    keys.set(key, entry);
    for (const oldest of keys.keys()) {
      if (keys.size <= maxKeys) break;
      keys.delete(oldest);
    }
    return entry;
  }

  return {
    take(key, what, limit) {
      const { counts } = entryOf(key);
      const counted = counts.get(what) ?? 0;
      if (counted >= limit) return false;
      counts.set(what, counted + 1);
      return true;
    },
    size: () => keys.size,
  };
}
