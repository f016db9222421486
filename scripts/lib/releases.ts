import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import { isRemoteName } from './remotePackage';
import { UserFacingError } from './userFacingError';
import { writeFileAtomic } from './writeFileAtomic';

/** How a release became live: `seed` by `npm start` on an empty store, `deploy` by `npm run deploy`. */
const RELEASE_SOURCES = ['seed', 'deploy'] as const;
export type ReleaseSource = (typeof RELEASE_SOURCES)[number];

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

export const releasesPath = (storeDir: string) => path.join(storeDir, 'releases.json');

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

function corrupt(file: string, problem: string, cause?: unknown): UserFacingError {
  return new UserFacingError(
    `${file} is corrupt: ${problem}. Fix it by hand, or delete the broken entry (or the whole file) and run npm start ` +
      `to re-seed it; deleting forgets which versions were deployed, so redeploy those afterwards.`,
    { cause },
  );
}

/** The store's releases, validated; an error names the file, the remote, the field and the fix. */
export function readReleases(storeDir: string): ReleasesFile {
  const file = releasesPath(storeDir);
  if (!existsSync(file)) return { remotes: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw corrupt(file, `it is not valid JSON (${(error as Error).message})`, error);
  }
  const result = releasesFileSchema.safeParse(parsed);
  if (!result.success)
    throw corrupt(file, result.error.issues.map((issue) => describeIssue(issue, parsed)).join('; '), result.error);
  return result.data;
}

export function writeReleases(storeDir: string, releases: ReleasesFile): void {
  writeFileAtomic(releasesPath(storeDir), `${JSON.stringify(releases, null, 2)}\n`);
}
