import { entryLoading, readManifest } from '@mfp/shared/compatibility';
import type { ReleaseIntegrity } from '@mfp/shared/registry';

/**
 * A checked release whose entry the host cannot load with its recorded integrity enforced: the runtime would run it
 * unchecked, so the host refuses it from its manifest, before the entry is requested (docs/decisions/0029, 0055).
 */
export class UnverifiableEntryError extends Error {
  override readonly name = 'UnverifiableEntryError';
}

/**
 * The refusal of a checked release's manifest whose entry the host cannot check: a SystemJS (or other) entry, or an ES
 * module whose release does not carry the integrity of its module files and stylesheets (`integrity.modules`, recorded
 * at deploy since decision 0055, and `integrity.styles`, since decision 0058). Undefined for a classic script entry (checked in the `createScript` hook), an ES module whose files
 * the host preloads with their integrity, or a body that is no manifest (the runtime reports that).
 */
export function unverifiableEntry(
  name: string,
  manifestBody: string,
  integrity: ReleaseIntegrity,
): UnverifiableEntryError | undefined {
  const read = readManifest(manifestBody);
  if (read.kind !== 'manifest') return undefined;
  const loading = entryLoading(read.manifest);
  if (loading.kind === 'classic-script') return undefined;
  const setting = '(metaData.remoteEntry.type in its mf-manifest.json)';
  if (loading.kind === 'es-module') {
    if (integrity.modules && integrity.styles) return undefined;
    return new UnverifiableEntryError(
      `remote \`${name}\` has an ES-module entry ${setting}, and its release carries no integrity of its module ` +
        'files and stylesheets, so this host cannot check the modules the entry imports or the stylesheets it ' +
        'applies, and does not run it. Deploy it again with `mfp deploy` (a deploy records them, for up to 128 ' +
        'JavaScript files and 32 stylesheets).',
    );
  }
  return new UnverifiableEntryError(
    `remote \`${name}\` has an entry of type "${loading.type}" ${setting}, which the federation runtime loads ` +
      'without the integrity recorded at deploy, so this host does not run it. Build the remote with webpack 5 or ' +
      'Rspack (a classic script, library type "global") or with Vite (an ES module), as docs/remote-contract.md shows.',
  );
}
