import {
  registryEntrySchema,
  storedEntryFieldsSchema,
  type AlternateRelease,
  type RegistryEntry,
  type RegistryRollout,
} from '@mfp/shared/registry';
import type { RegistrySnapshot } from '../registry/registrySnapshot';

/** One remote's releases besides its live one, as the stored registry names them for host servers (decision 0074). */
export interface RemoteReleases {
  live: RegistryEntry;
  rollout?: RegistryRollout;
  previews: readonly AlternateRelease[];
}

/**
 * What a stored registry holds for visitors to differ by:
 * - `plain`: nothing (no entry carries `rollout` or `previews`, or the document is unreadable): every visitor is
 *   served the stored document byte for byte, as before issue 33;
 * - `per-visitor`: the parsed document (`remotes`, each item as stored) and, by remote, its live entry with its
 *   rollout and its releases open to preview. An entry whose `rollout` or `previews` break their schema offers none.
 */
export type StoredReleases =
  | { kind: 'plain' }
  | {
      kind: 'per-visitor';
      items: readonly unknown[];
      remotes: ReadonlyMap<string, RemoteReleases>;
      /** Whether a remote has a rollout: only then is a visitor's cohort needed, and their cookie set. */
      rollouts: boolean;
    };

const PLAIN: StoredReleases = { kind: 'plain' };
const known = new WeakMap<RegistrySnapshot, StoredReleases>();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const carriesAlternates = (item: unknown) => isRecord(item) && ('rollout' in item || 'previews' in item);

/** Parsed once per revision (the snapshot is the revision's), since every request asks. */
export function storedReleasesOf(snapshot: RegistrySnapshot): StoredReleases {
  if (snapshot.kind !== 'found' || snapshot.page.inline !== 'entries') return PLAIN;
  let releases = known.get(snapshot);
  if (!releases) {
    releases = parse(snapshot.bytes);
    known.set(snapshot, releases);
  }
  return releases;
}

function parse(bytes: Buffer): StoredReleases {
  // The page registry read these bytes as a registry already (`inline: 'entries'`): they are JSON with `remotes`.
  const { remotes: items } = JSON.parse(bytes.toString('utf8')) as { remotes: unknown[] };
  if (!items.some(carriesAlternates)) return PLAIN;
  const remotes = new Map<string, RemoteReleases>();
  let rollouts = false;
  for (const item of items) {
    const live = registryEntrySchema.safeParse(item);
    if (!live.success || remotes.has(live.data.name)) continue;
    const stored = storedEntryFieldsSchema.safeParse(item);
    const { rollout, previews = [] } = stored.success ? stored.data : {};
    remotes.set(live.data.name, { live: live.data, ...(rollout ? { rollout } : {}), previews });
    rollouts ||= rollout !== undefined;
  }
  return { kind: 'per-visitor', items, remotes, rollouts };
}
