import { isDeepStrictEqual } from 'node:util';
import type { ReleaseIntegrity } from '@mfp/shared/registry';

/** What one `/registry.json` answer said of the switched remote. */
export type BodyVerdict =
  | { kind: 'served'; version: string }
  /** Not a registry at all: another status, a body that is not JSON, or no entry for the remote. */
  | { kind: 'invalid'; reason: string }
  /** An entry whose parts belong to different revisions: its URL, version and integrity disagree. */
  | { kind: 'mixed'; reason: string };

/** The integrity recorded for each version the load switches between, from the releases. */
export type IntegrityByVersion = ReadonlyMap<string, ReleaseIntegrity>;

interface EntryShape {
  name?: unknown;
  version?: unknown;
  entry?: unknown;
  integrity?: unknown;
}

function entryOf(body: string, remote: string): EntryShape | string {
  let document: unknown;
  try {
    document = JSON.parse(body);
  } catch {
    return 'the body is not JSON';
  }
  const remotes = (document as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) return 'the body has no remotes list';
  const entry = remotes.find((candidate: EntryShape | null) => candidate?.name === remote) as EntryShape | undefined;
  return entry ?? `the registry has no entry for ${remote}`;
}

/**
 * Checks one answer to `/registry.json` during a switch: status 200, a JSON registry, and an entry for `remote` that
 * belongs to one revision: its manifest URL names its `version` (as a path segment), and its integrity is the one
 * recorded for that version. The two versions hold different bytes, so an entry half of each fails here.
 */
export function checkRegistryBody(
  status: number,
  body: string,
  remote: string,
  integrities: IntegrityByVersion,
): BodyVerdict {
  if (status !== 200) return { kind: 'invalid', reason: `status ${status}` };
  const entry = entryOf(body, remote);
  if (typeof entry === 'string') return { kind: 'invalid', reason: entry };
  const { version, entry: url, integrity } = entry;
  if (typeof version !== 'string' || !integrities.has(version))
    return { kind: 'mixed', reason: `version ${JSON.stringify(version)} is neither of the switched versions` };
  if (typeof url !== 'string' || !url.includes(`/${remote}/${version}/`))
    return { kind: 'mixed', reason: `version ${version} with entry ${JSON.stringify(url)}` };
  if (!isDeepStrictEqual(integrity, integrities.get(version)))
    return { kind: 'mixed', reason: `version ${version} with the integrity of another version` };
  return { kind: 'served', version };
}

/** The verdicts of a run, counted; the first few reasons kept to say what went wrong. */
export interface BodyTally {
  byVersion: Record<string, number>;
  invalid: number;
  mixed: number;
  reasons: string[];
}

const KEPT_REASONS = 5;

export const emptyTally = (versions: Iterable<string>): BodyTally => ({
  byVersion: Object.fromEntries([...versions].map((version) => [version, 0])),
  invalid: 0,
  mixed: 0,
  reasons: [],
});

/** Adds one verdict to `tally`, in place: it runs once per response, thousands of times a second. */
export function countVerdict(tally: BodyTally, verdict: BodyVerdict): void {
  if (verdict.kind === 'served') {
    tally.byVersion[verdict.version] = (tally.byVersion[verdict.version] ?? 0) + 1;
    return;
  }
  tally[verdict.kind] += 1;
  if (tally.reasons.length < KEPT_REASONS) tally.reasons.push(`${verdict.kind}: ${verdict.reason}`);
}
