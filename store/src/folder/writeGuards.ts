import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { registryDocumentSchema } from '@mfp/shared/registry';
import { locksDir, type FolderLayout } from './folderLayout';
import { StoreError } from '../StoreError';

/** The parts of the store that only the store writes; a folder holding one of them is a store the platform made. */
const ownParts = (layout: FolderLayout) => [
  layout.releasesFile,
  layout.remotesDir,
  layout.stagingDir,
  layout.secretsDir,
  layout.aggregatesDir,
  locksDir(layout.dir),
];

const isWithin = (parent: string, child: string) => {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/**
 * Refuses a STORE_DIR the platform would write its files into among someone else's: an existing file, or a folder that
 * is neither empty nor a store. A missing folder is fine: the store creates it.
 */
export async function assertStoreFolder(layout: FolderLayout): Promise<void> {
  const fix =
    'Point STORE_DIR at a new or empty folder, or at an existing store, or unset it to use the default .store folder.';
  let entries: string[];
  try {
    entries = await readdir(layout.dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    if (code === 'ENOTDIR')
      throw new StoreError('store-dir-refused', `STORE_DIR=${layout.dir} is a file, not a folder. ${fix}`);
    throw error;
  }
  const markers = ownParts(layout).map((part) => path.basename(part));
  if (entries.length === 0 || entries.some((entry) => markers.includes(entry))) return;
  // A store that so far holds only its registry, as a first `writeRegistry` leaves it.
  const registryName = path.basename(layout.defaultRegistryFile);
  if (entries.includes(registryName) && (await whyNotARegistry(layout.defaultRegistryFile)) === undefined) return;
  throw new StoreError(
    'store-dir-refused',
    `STORE_DIR=${layout.dir} holds other files and no store (none of ${markers.join(', ')}, nor a ` +
      `${registryName} holding a registry): the platform would write its own files among them and could overwrite ` +
      `one. ${fix}`,
  );
}

/** Why `file` does not hold a registry document, or undefined when it does. */
async function whyNotARegistry(file: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'it does not exist';
    if (code === 'EISDIR') return 'it is a folder';
    return `it cannot be read (${code ?? String(error)})`;
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return 'it is not JSON';
  }
  return registryDocumentSchema.safeParse(document).success ? undefined : 'it has no "remotes" list';
}

/**
 * Refuses a REGISTRY_FILE the platform must not overwrite. The registry is written only inside the store (but never
 * over the store's releases, published versions, staging or secrets), or over an existing file that already holds a registry
 * document, so that a mistyped path cannot destroy an unrelated file.
 */
export async function assertRegistryTarget(layout: FolderLayout): Promise<void> {
  const file = layout.registryFile;
  const fix =
    `Unset REGISTRY_FILE to use ${layout.defaultRegistryFile}, point it at a new file inside STORE_DIR ` +
    `(${layout.dir}), or at an existing registry file.`;
  if (isWithin(layout.dir, file)) {
    if (file === layout.dir || ownParts(layout).some((part) => isWithin(part, file))) {
      throw new StoreError(
        'registry-file-refused',
        `REGISTRY_FILE=${file} is the store itself or one of its own parts (releases, published versions, ` +
          `staging, secrets): writing the registry there would destroy it. ${fix}`,
      );
    }
    await assertStoreFolder(layout);
    return;
  }
  const why = await whyNotARegistry(file);
  if (why === undefined) return;
  throw new StoreError(
    'registry-file-refused',
    `REGISTRY_FILE=${file} is outside the store (STORE_DIR=${layout.dir}) and does not hold a registry document ` +
      `(${why}), so the platform refuses to write it: outside the store, it only replaces an existing registry. ${fix}`,
  );
}
