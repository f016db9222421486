import { isDeepStrictEqual } from 'node:util';
import { registryDocumentSchema, type RegistryDocument } from '@mfp/shared/registry';
import type { ReleaseRecords } from '@mfp/store';
import { UserFacingError } from '../lib/userFacingError';

type Releases = Awaited<ReturnType<ReleaseRecords['readReleases']>>;

/** How a move ended: `copied` wrote the records, `unchanged` found them there already; both verified. */
export type MigrateOutcome = { kind: 'copied' | 'unchanged'; remotes: number; releases: number };

const releaseCount = (releases: Releases) =>
  Object.values(releases.remotes).reduce((count, remote) => count + remote.history.length, 0);

/** The registry `records` hold, parsed, or undefined when there is none; one that is not a registry is refused. */
async function registryOf(records: ReleaseRecords): Promise<RegistryDocument | undefined> {
  const read = await records.readRegistry();
  if (read.kind === 'missing') return undefined;
  let document: unknown;
  try {
    document = JSON.parse(read.bytes.toString());
  } catch {
    document = undefined;
  }
  if (!registryDocumentSchema.safeParse(document).success)
    throw new UserFacingError(
      `the registry in ${records.location} is not a registry document ({"remotes": [...]}): run npm start or a ` +
        `deploy against it to write it again, then move the records.`,
    );
  return document as RegistryDocument;
}

/** Whether `to` holds exactly what `from` holds: the releases, and the registry document. */
const same = (releases: Releases, registry: RegistryDocument | undefined, other: Releases, otherRegistry: unknown) =>
  isDeepStrictEqual(other, releases) && isDeepStrictEqual(otherRegistry, registry);

/**
 * Copies the releases and the registry from `from` (a folder store) into `to` (a database), under `to`'s lock and in
 * its one transaction, then reads them back and compares. The version files stay where they are. A second run finds
 * the same records and writes nothing. Refuses to overwrite records `to` holds that differ (deploys made there since
 * a first move, or another store's), since that would lose releases.
 */
export async function migrateRecords(
  from: ReleaseRecords,
  to: ReleaseRecords,
  print: (line: string) => void,
): Promise<MigrateOutcome> {
  print(`reading the records in ${from.location}`);
  const releases = await from.readReleases();
  const registry = await registryOf(from);
  const counts = { remotes: Object.keys(releases.remotes).length, releases: releaseCount(releases) };
  if (counts.remotes === 0 && registry === undefined)
    throw new UserFacingError(
      `${from.location} holds no releases and no registry: give --from the store folder (STORE_DIR) to move.`,
    );
  print(`  ${counts.remotes} remotes, ${counts.releases} releases, ${registry ? 'a registry' : 'no registry'}`);
  await to.checkWritable();
  const kind = await to.withLock(async () => {
    const held = await to.readReleases();
    const heldRegistry = await registryOf(to);
    if (same(releases, registry, held, heldRegistry)) return 'unchanged' as const;
    if (Object.keys(held.remotes).length > 0 || heldRegistry !== undefined)
      throw new UserFacingError(
        `${to.location} already holds other records (remotes ${Object.keys(held.remotes).join(', ') || 'none'}): ` +
          `they were moved before and changed since, or belong to another store. Nothing was copied; empty that ` +
          `database or name another in --to.`,
      );
    for (const [name, remote] of Object.entries(releases.remotes))
      print(`  copying ${name}: ${remote.history.length} releases, live ${remote.live}`);
    await to.writeReleases(releases);
    if (registry) {
      print('  copying the registry');
      await to.writeRegistry(registry);
    }
    return 'copied' as const;
  });
  print(kind === 'unchanged' ? `${to.location} holds these records already: nothing changed` : 'verifying');
  if (!same(releases, registry, await to.readReleases(), await registryOf(to)))
    throw new UserFacingError(
      `the records read back from ${to.location} differ from ${from.location}'s: check the database, then run the ` +
        `move again (it writes nothing that is already there).`,
    );
  print(`verified: ${to.location} holds the ${counts.releases} releases of ${counts.remotes} remotes and the registry`);
  return { kind, ...counts };
}
