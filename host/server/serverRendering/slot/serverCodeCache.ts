/** Checked server scripts by their integrity, bounded in count and bytes (decision 0063). */
export interface ServerCodeCache {
  get(integrity: string): string | undefined;
  set(integrity: string, code: string): void;
  readonly size: number;
}

export interface ServerCodeCacheBounds {
  /** Scripts kept; the least recently used goes first. */
  maxEntries: number;
  /** Characters kept across all scripts; the least recently used go first until the rest fit. */
  maxChars: number;
}

/**
 * Server scripts that passed their integrity check, keyed by that integrity: a script changed in the store has
 * another hash and is never found here, and a new release's script is a new key. Least recently used first out, by
 * count and by size, so memory follows the releases in use, not the number of deploys (core#5075's growth).
 */
export function createServerCodeCache({ maxEntries, maxChars }: ServerCodeCacheBounds): ServerCodeCache {
  const scripts = new Map<string, string>();
  let chars = 0;
  const drop = (integrity: string) => {
    chars -= scripts.get(integrity)?.length ?? 0;
    scripts.delete(integrity);
  };
  return {
    get(integrity) {
      const code = scripts.get(integrity);
      if (code === undefined) return undefined;
      // Most recently used last, so the first key is the one to drop.
      scripts.delete(integrity);
      scripts.set(integrity, code);
      return code;
    },
    set(integrity, code) {
      drop(integrity);
      if (code.length > maxChars) return;
      scripts.set(integrity, code);
      chars += code.length;
      while (scripts.size > maxEntries || chars > maxChars) drop(scripts.keys().next().value as string);
    },
    get size() {
      return scripts.size;
    },
  };
}
