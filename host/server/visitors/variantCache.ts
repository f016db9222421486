import { pageRegistryOf } from '../registry/pageRegistry';
import type { RegistrySnapshot } from '../registry/registrySnapshot';

/** The most variants kept per revision: each a remote's rollout side or a preview, so a few in practice. */
const MAX_VARIANTS = 64;

/** The variants of each revision: dropped with its snapshot, as the revision's own answers are. */
export interface VariantCache {
  /** The snapshot of `variant` within the revision `stored`, made by `document` the first time. */
  get(stored: RegistrySnapshot & { kind: 'found' }, variant: string, document: () => unknown): RegistrySnapshot;
}

/**
 * Variants of a revision, each derived and parsed once (decision 0076): its bytes, its page registry, and so its
 * compressed `/registry.json` answer and ETag (registryRoute keeps one per snapshot object) and its cached pages.
 * Bounded: past `maxVariants` in one revision the least recently used goes first.
 */
export function createVariantCache(maxVariants = MAX_VARIANTS): VariantCache {
  const revisions = new WeakMap<RegistrySnapshot, Map<string, RegistrySnapshot>>();
  return {
    get(stored, variant, document) {
      let variants = revisions.get(stored);
      if (!variants) revisions.set(stored, (variants = new Map()));
      const known = variants.get(variant);
      if (known) {
        variants.delete(variant);
        variants.set(variant, known);
        return known;
      }
      const bytes = Buffer.from(JSON.stringify(document()));
      const made: RegistrySnapshot = { kind: 'found', revision: stored.revision, bytes, page: pageRegistryOf(bytes) };
      variants.set(variant, made);
      for (const oldest of variants.keys()) {
        if (variants.size <= maxVariants) break;
        variants.delete(oldest);
      }
      return made;
    },
  };
}
