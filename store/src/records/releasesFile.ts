import { isRemoteName, releaseIntegritySchema, REMOTE_NAME_RULE, serverEntrySchema } from '@mfp/shared/registry';
import * as z from 'zod';
import { recordedCriticalPathSchema } from '../files/recordedCriticalPath';
import { recordedPreloadSchema } from '../files/recordedPreload';
import { StoreError } from '../StoreError';
import { endedRolloutSchema, publishedReleaseSchema, rolloutRecordSchema } from './deliveryRecordSchemas';

/**
 * How a release went live: `seed` by `npm start` on an empty store, `deploy` by `npm run deploy`, `rollback` by
 * `npm run deploy -- <remote> --rollback` or `--to <version>`, `rollout` at the end of a rollout (decision 0074).
 */
const RELEASE_ACTIONS = ['deploy', 'rollback', 'seed', 'rollout'] as const;

/** How the first releases files said the live version went live, before each release was recorded. */
const LEGACY_SOURCES = ['seed', 'deploy'] as const;

/** One version going live, as the history records it since the deploy command. */
const recordedReleaseSchema = z.looseObject({
  action: z.enum(RELEASE_ACTIONS),
  version: z.string().min(1),
  /** When it went live (ISO 8601, UTC). */
  at: z.iso.datetime(),
  /** `contentHash` of the version's files, so a listing shows which releases carried the same bytes. */
  contentHash: z.string().min(1),
  /** Who made it live: the operating-system user and the machine's host name. */
  user: z.string(),
  host: z.string(),
  /** Through the deploy API: the id of the token used (never the token), the commit and CI run it came from, and the
   * client's address. `user` is then the token id and `host` the server that took the deploy. */
  tokenId: z.optional(z.string()),
  commit: z.optional(z.string()),
  ciUrl: z.optional(z.string()),
  client: z.optional(z.string()),
  /** Present only when the gate refused and `--force` overrode it: the problems it overrode, one line each. */
  forced: z.optional(z.object({ problems: z.array(z.string()) })),
});

/**
 * A version that was live before the history recorded more than its name. `source` is how the live one of them went
 * live, as those files said; earlier ones are not known.
 */
const unrecordedReleaseSchema = z.object({
  action: z.literal('unrecorded'),
  version: z.string().min(1),
  source: z.optional(z.enum(LEGACY_SOURCES)),
});

const releaseEventSchema = z.discriminatedUnion('action', [recordedReleaseSchema, unrecordedReleaseSchema]);

/** The first files listed only the versions that were live; each such name reads as an unrecorded release. */
const historyEntrySchema = z.preprocess(
  (entry) => (typeof entry === 'string' ? { action: 'unrecorded', version: entry } : entry),
  releaseEventSchema,
);

// Every field is checked on read: the file is edited by hand at times, and a missing field would otherwise surface
// much later as a TypeError far from its cause. Loose objects: fields a newer tool added survive a rewrite.
const remoteReleasesSchema = z
  .looseObject({
    title: z.string(),
    route: z.string(),
    module: z.string(),
    /** The version the registry points at. */
    live: z.string().min(1),
    /** Read from the first files only: how `live` went live. Written into the history's last entry instead. */
    source: z.optional(z.enum(LEGACY_SOURCES)),
    /** Each time a version went live, oldest first, ending with `live`; rollback walks back through it. */
    history: z.array(historyEntrySchema),
    /** Input hash of each version `npm start` or a deploy built, to tell whether a seed is current. */
    hashes: z.record(z.string(), z.string()),
    /**
     * Integrity of each version's manifest and entry, recorded when it was published (or deployed), so the host can
     * refuse files changed since. Absent for versions published before it was recorded.
     */
    integrity: z.optional(z.record(z.string(), releaseIntegritySchema)),
    /**
     * Every published file of each version with its integrity (`sha384-…`), by its path in the version, recorded at
     * deploy (decision 0031): what the version holds, without listing the store. Absent for versions published before.
     */
    files: z.optional(z.record(z.string(), z.record(z.string(), z.string().startsWith('sha384-')))),
    /** What a host page preloads of each version, recorded at deploy. Absent for versions published before. */
    preload: z.optional(z.record(z.string(), recordedPreloadSchema)),
    /**
     * The server build of each version that has one, recorded at deploy (decision 0063): its script's path and
     * integrity. Absent for versions without one, and for versions published before.
     */
    server: z.optional(z.record(z.string(), serverEntrySchema)),
    /**
     * What each version's critical path weighs in gzip bytes, by file (decision 0072), measured at deploy for the
     * module the registry mounts: the status page shows the live one's against the remote's budget, and the gate
     * names the files that grew since. Absent for versions published before.
     */
    criticalPath: z.optional(z.record(z.string(), recordedCriticalPathSchema)),
    /** Versions published without going live (`--no-switch`), oldest first (decision 0074). */
    published: z.optional(z.array(publishedReleaseSchema)),
    /** The running rollout, when there is one: at most one per remote. */
    rollout: z.optional(rolloutRecordSchema),
    /** Rollouts that ended, oldest first, the latest `MAX_ENDED_ROLLOUTS` of them. */
    rollouts: z.optional(z.array(endedRolloutSchema)),
  })
  .transform(({ source, history, ...remote }) => {
    const events = [...history];
    const last = events.at(-1);
    // A `live` edited by hand (the way back before rollback existed) went live without a record.
    if (last?.version !== remote.live) events.push({ action: 'unrecorded', version: remote.live });
    const final = events.at(-1);
    if (source && final?.action === 'unrecorded') events[events.length - 1] = { ...final, source };
    return { ...remote, history: events };
  });

export type RemoteReleases = z.infer<typeof remoteReleasesSchema>;
export type ReleaseEvent = z.infer<typeof releaseEventSchema>;
export type RecordedRelease = z.infer<typeof recordedReleaseSchema>;

const releasesFileSchema = z.looseObject({
  remotes: z.record(
    z.string().refine(isRemoteName, `is not a valid remote name, which must be ${REMOTE_NAME_RULE}`),
    remoteReleasesSchema,
  ),
});

export type ReleasesFile = z.infer<typeof releasesFileSchema>;

export const NO_RELEASES: ReleasesFile = { remotes: {} };

function valueAt(document: unknown, keys: readonly PropertyKey[]): unknown {
  return keys.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key], document);
}

/** `remote "cart", field "hashes": is missing (expected record)`, from a path such as ['remotes', 'cart', 'hashes']. */
function describeIssue(issue: z.core.$ZodIssue, document: unknown): string {
  const problem =
    issue.code === 'invalid_type' && valueAt(document, issue.path) === undefined
      ? `is missing (expected ${issue.expected})`
      : issue.code === 'invalid_key'
        ? (issue.issues[0]?.message ?? issue.message)
        : issue.message;
  const [top, remote, ...field] = issue.path.map(String);
  if (top !== 'remotes' || remote === undefined) return `${top ? `"${top}"` : 'the document'}: ${problem}`;
  const where = field.length > 0 ? `, field "${field.join('.')}"` : '';
  return `remote "${remote}"${where}: ${problem}`;
}

function corrupt(location: string, problem: string, cause?: unknown): StoreError {
  return new StoreError(
    'releases-corrupt',
    `${location} is corrupt: ${problem}. Fix it by hand, or delete the broken entry (or the whole file) and run npm ` +
      `start to re-seed it; deleting forgets which versions were deployed, so redeploy those afterwards.`,
    { cause },
  );
}

/**
 * Parses the text of a releases file; `location` names it in the error, which also names the remote, the field and the
 * fix. Files written before the history recorded each release still parse: their versions become `unrecorded`
 * entries. Does not check that the versions it lists exist in the store.
 */
export function parseReleases(text: string, location: string): ReleasesFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw corrupt(location, `it is not valid JSON (${(error as Error).message})`, error);
  }
  const result = releasesFileSchema.safeParse(parsed);
  if (!result.success)
    throw corrupt(location, result.error.issues.map((issue) => describeIssue(issue, parsed)).join('; '), result.error);
  return result.data;
}

export const formatReleases = (releases: ReleasesFile) => `${JSON.stringify(releases, null, 2)}\n`;
