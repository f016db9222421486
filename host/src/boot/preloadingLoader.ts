import type { RegistryEntry } from '@mfp/shared/registry';
import type { RemoteLoader } from '../loading/loader/createRemoteLoader';
import type { RemoteLoadResult } from '../loading/records/RemoteLoadResult';

export interface PreloadingLoader extends RemoteLoader {
  /**
   * Starts loading `entry` before any slot asks for it. The next `load` of an equal entry (same content: the shell's
   * registry is a separate fetch, so never the same object) gets this attempt, however it ends, instead of starting
   * another; a load of a different entry of that remote discards it.
   */
  preload(entry: RegistryEntry): void;
}

const sameEntry = (a: RegistryEntry, b: RegistryEntry) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `loader` with a preload. A preloaded attempt is handed over once: a slot mounted later, on another navigation, starts
 * afresh as every mount does (a failed remote recovers by navigating away and back).
 *
 * Not covered: preloads nobody takes keep their result to themselves; their failures are reported only by a slot
 * that takes them.
 */
export function withPreload(loader: RemoteLoader): PreloadingLoader {
  const preloaded = new Map<string, { entry: RegistryEntry; promise: Promise<RemoteLoadResult> }>();
  return {
    preload(entry) {
      if (preloaded.has(entry.name)) return;
      const promise = loader.load(entry);
      // A loader resolves with its failures; should one reject anyway, an untaken preload must not be unhandled.
      promise.catch(() => undefined);
      preloaded.set(entry.name, { entry, promise });
    },
    load(entry) {
      const early = preloaded.get(entry.name);
      preloaded.delete(entry.name);
      return early && sameEntry(early.entry, entry) ? early.promise : loader.load(entry);
    },
    compatibilityNotes: (name) => loader.compatibilityNotes(name),
  };
}
