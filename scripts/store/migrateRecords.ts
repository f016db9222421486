import { isDeepStrictEqual } from 'node:util';
import { registryDocumentSchema, type RegistryDocument } from '@mfp/shared/registry';
import type { ControlRecords, ReleaseRecords } from '@mfp/store';
import { UserFacingError } from '@mfp/settings/command';
import { describeControl, isEmptyControl, readControl, sameControl, writeControl } from './controlSnapshot';

type Releases = Awaited<ReturnType<ReleaseRecords['readReleases']>>;

/** Records with the deploy API's beside them: a folder store, or a database's records. */
type Records = ReleaseRecords & { readonly control: ControlRecords };

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
 * Copies the releases and the registry from `from` (a folder store) into `to` (a database), and the deploy API's
 * tokens, registrations, remote settings and audit trail, under `to`'s lock and in its one transaction, then reads them back and
 * compares. The version files stay where they are. A second run finds the same records and writes nothing; a run
 * after a move made before the deploy API's records existed copies those alone. Refuses to overwrite records `to`
 * holds that differ (deploys or tokens made there since a first move, or another store's), since that would lose them.
 */
export async function migrateRecords(
  from: Records,
  to: Records,
  print: (line: string) => void,
): Promise<MigrateOutcome> {
  print(`reading the records in ${from.location}`);
  const releases = await from.readReleases();
  const registry = await registryOf(from);
  const control = await readControl(from.control);
  const counts = { remotes: Object.keys(releases.remotes).length, releases: releaseCount(releases) };
  if (counts.remotes === 0 && registry === undefined && isEmptyControl(control))
    throw new UserFacingError(
      `${from.location} holds no releases and no registry: give --from the store folder (STORE_DIR) to move.`,
    );
  print(`  ${counts.remotes} remotes, ${counts.releases} releases, ${registry ? 'a registry' : 'no registry'}`);
  if (!isEmptyControl(control)) print(`  ${describeControl(control)}`);
  await to.checkWritable();
  const kind = await to.withLock(async () => {
    const held = await to.readReleases();
    const heldRegistry = await registryOf(to);
    const heldControl = await readControl(to.control);
    const releasesThere = same(releases, registry, held, heldRegistry);
    const controlThere = sameControl(control, heldControl);
    if (releasesThere && controlThere) return 'unchanged' as const;
    if (!releasesThere && (Object.keys(held.remotes).length > 0 || heldRegistry !== undefined))
      throw new UserFacingError(
        `${to.location} already holds other records (remotes ${Object.keys(held.remotes).join(', ') || 'none'}): ` +
          `they were moved before and changed since, or belong to another store. Nothing was copied; empty that ` +
          `database or name another in --to.`,
      );
    if (!controlThere && !isEmptyControl(heldControl))
      throw new UserFacingError(
        `${to.location} already holds other tokens, registrations, remote settings or audit entries (${describeControl(heldControl)}): ` +
          `they were moved before and changed since, or belong to another store. Nothing was copied; empty that ` +
          `database or name another in --to.`,
      );
    if (!releasesThere) {
      for (const [name, remote] of Object.entries(releases.remotes))
        print(`  copying ${name}: ${remote.history.length} releases, live ${remote.live}`);
      await to.writeReleases(releases);
      if (registry) {
        print('  copying the registry');
        await to.writeRegistry(registry);
      }
    }
    if (!controlThere) {
      print(`  copying ${describeControl(control)}`);
      await writeControl(to.control, control);
    }
    return 'copied' as const;
  });
  print(kind === 'unchanged' ? `${to.location} holds these records already: nothing changed` : 'verifying');
  const copied = same(releases, registry, await to.readReleases(), await registryOf(to));
  if (!copied || !sameControl(control, await readControl(to.control)))
    throw new UserFacingError(
      `the records read back from ${to.location} differ from ${from.location}'s: check the database, then run the ` +
        `move again (it writes nothing that is already there).`,
    );
  print(`verified: ${to.location} holds the ${counts.releases} releases of ${counts.remotes} remotes and the registry`);
  return { kind, ...counts };
}
