import { entryLoading, readManifest } from '@mfp/shared/compatibility';

/**
 * A checked release whose entry the host cannot load with its recorded integrity enforced: the runtime would run it
 * unchecked, so the host refuses it from its manifest, before the entry is requested (docs/decisions/0029).
 */
export class UnverifiableEntryError extends Error {
  override readonly name = 'UnverifiableEntryError';
}

/**
 * The refusal of a manifest whose entry the runtime would not load through the `createScript` hook, where the host
 * sets `integrity`; undefined for a classic script entry, or a body that is no manifest (the runtime reports that).
 */
export function unverifiableEntry(name: string, manifestBody: string): UnverifiableEntryError | undefined {
  const read = readManifest(manifestBody);
  if (read.kind !== 'manifest') return undefined;
  const loading = entryLoading(read.manifest);
  if (loading.kind === 'classic-script') return undefined;
  const type = loading.kind === 'es-module' ? read.manifest.metaData.remoteEntry.type : loading.type;
  return new UnverifiableEntryError(
    `remote \`${name}\` has an entry of type "${type}" (metaData.remoteEntry.type in its mf-manifest.json), which ` +
      'the federation runtime loads without the integrity recorded at deploy, so this host does not run it. Build the ' +
      'remote with webpack 5 or Rspack, whose entry is a classic script (library type "global"), as ' +
      'docs/remote-contract.md shows.',
  );
}
