import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { VersionFiles } from '@mfp/store';

/**
 * The files of a release, wherever they are: a fresh build folder, or a version already in the store (a rollback
 * checks those). `file` is relative, with `/`, and already known to stay inside the release.
 */
export interface ReleaseFiles {
  /** Where the files are, for messages. */
  location: string;
  /** The file's bytes, or undefined when the release has no such file. */
  read(file: string): Promise<Buffer | undefined>;
  /**
   * Every file of the release (relative, with `/`), or undefined where the files can only be read by name: a
   * published version whose files were not recorded at its deploy (the store lists versions, not their files). The
   * gate then checks what the manifest names.
   */
  list(): Promise<string[] | undefined>;
}

/** The files of a build folder. */
export function folderFiles(dir: string): ReleaseFiles {
  return {
    location: dir,
    async read(file) {
      try {
        return await readFile(path.join(dir, ...file.split('/')));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return undefined;
        throw error;
      }
    },
    async list() {
      const entries = await readdir(dir, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .sort();
    },
  };
}

/**
 * The files of a version published in the store, read through the version-files interface only: a rollback's gate
 * works the same wherever the files are kept (a folder, a bucket). `recorded` is the integrity of every file its deploy
 * recorded (the releases' `files`, decision 0031), which lists them; without it, they are read by name only.
 */
export function publishedFiles(
  store: Pick<VersionFiles, 'versionLocation' | 'readVersionFile'>,
  remote: string,
  version: string,
  recorded?: Readonly<Record<string, string>>,
): ReleaseFiles {
  return {
    location: store.versionLocation(remote, version),
    read: (file) => store.readVersionFile(remote, version, file),
    list: () => Promise.resolve(recorded && Object.keys(recorded).sort()),
  };
}
