import { remoteNameSchema } from '@mfp/shared/registry';
import * as z from 'zod';
import { StoreError } from './StoreError';

/** How a release became live: `seed` by `npm start` on an empty store, `deploy` by `npm run deploy`. */
const RELEASE_SOURCES = ['seed', 'deploy'] as const;
export type ReleaseSource = (typeof RELEASE_SOURCES)[number];

const isRemoteName = (name: string) => remoteNameSchema.safeParse(name).success;

// Every field is checked on read: the file is edited by hand at times, and a missing field would otherwise surface
// much later as a TypeError far from its cause. Loose objects: fields a newer tool added survive a rewrite.
const remoteReleasesSchema = z.looseObject({
  title: z.string(),
  route: z.string(),
  module: z.string(),
  live: z.string().min(1),
  source: z.enum(RELEASE_SOURCES),
  /** Versions that were live, oldest first, ending with `live`; rollback walks back through it. */
  history: z.array(z.string()),
  /** Input hash of each published version, to refuse republishing a version with other content. */
  hashes: z.record(z.string(), z.string()),
});

const releasesFileSchema = z.looseObject({
  remotes: z.record(
    z.string().refine(isRemoteName, 'is not a valid remote name (lowercase letters, digits, underscores)'),
    remoteReleasesSchema,
  ),
});

export type RemoteReleases = z.infer<typeof remoteReleasesSchema>;
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
 * fix. Does not check that the versions it lists exist in the store.
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
