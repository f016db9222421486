import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import type { Header } from 'tar-stream';
import type { EntryClaims } from './entryClaims';
import { checkEntryPath } from './entryPath';
import { refuse } from './uploadRefusals';
import type { UploadLimits } from './uploadLimits';

/** One entry as the tar parser hands it over: its header (pax and long-name headers applied) and its contents. */
export interface TarEntry extends AsyncIterable<unknown> {
  readonly header: Header;
}

export interface WriteTarget {
  readonly dir: string;
  readonly claims: EntryClaims;
  readonly limits: Pick<UploadLimits, 'maxFiles' | 'maxBytes'>;
  /** Bytes of file contents written so far, across entries. */
  written: number;
}

const FILE_MODE = 0o644;
const FOLDER_MODE = 0o755;

/**
 * Writes one entry under `target.dir`, or throws an UploadError before writing anything it refuses. Files get mode 0644
 * whatever the archive says (no executable or world-writable file is ever served), and the archive's owner and times
 * are ignored. Only files and folders pass: links could point outside the folder, devices and pipes are not content.
 */
export async function writeEntry(entry: TarEntry, target: WriteTarget): Promise<void> {
  const { header } = entry;
  // The header's type is null for a typeflag tar-stream does not know (sparse files, volume labels, ...).
  const type = header.type as Header['type'] | null;
  if (type !== 'file' && type !== 'directory') throw refuse.entryType(header.name, type);
  const checked = checkEntryPath(header.name);
  if (!checked.ok) throw refuse.entry(header.name, checked.reason);
  if (type === 'directory') return writeFolder(checked.path, header.name, target);
  if (checked.path === '') throw refuse.entry(header.name, 'a file cannot be the archive’s root folder');
  return writeFile(entry, checked.path, target);
}

async function writeFolder(relative: string, name: string, target: WriteTarget): Promise<void> {
  if (relative === '') return;
  const clash = target.claims.claimFolder(relative);
  if (clash !== null) throw refuse.entry(name, clash);
  if (target.claims.folderCount > target.limits.maxFiles) throw refuse.tooManyFiles(target.limits.maxFiles, 'folders');
  await mkdir(path.join(target.dir, relative), { recursive: true, mode: FOLDER_MODE });
}

async function writeFile(entry: TarEntry, relative: string, target: WriteTarget): Promise<void> {
  const { header } = entry;
  const { maxBytes, maxFiles } = target.limits;
  const clash = target.claims.claimFile(relative);
  if (clash !== null) throw refuse.entry(header.name, clash);
  if (target.claims.fileCount > maxFiles) throw refuse.tooManyFiles(maxFiles, 'files');
  if (target.claims.folderCount > maxFiles) throw refuse.tooManyFiles(maxFiles, 'folders');
  // The declared size is checked first so an entry that says it is too large is refused before a byte is inflated.
  if (target.written + header.size > maxBytes) throw refuse.unpackedTooLarge(maxBytes);

  const file = path.join(target.dir, relative);
  await mkdir(path.dirname(file), { recursive: true, mode: FOLDER_MODE });
  // 'wx' fails on any existing path, a symlink included, so no entry can write through something already there.
  const handle = await open(file, 'wx', FILE_MODE);
  try {
    await handle.chmod(FILE_MODE); // open's mode passes through the umask
    for await (const chunk of entry) {
      if (!(chunk instanceof Uint8Array)) throw new TypeError('the tar parser gave a chunk that is not bytes');
      // Checked before writing, so what lands on disk never exceeds the limit, whatever the header claimed.
      if (target.written + chunk.byteLength > maxBytes) throw refuse.unpackedTooLarge(maxBytes);
      target.written += chunk.byteLength;
      await handle.write(chunk);
    }
  } finally {
    await handle.close();
  }
}
