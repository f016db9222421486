import { renameSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Writes through a temporary file beside `file` and a rename, so a reader sees the old or the new content, never half
 * of one. Synchronous, so a command or a test harness can call it without awaiting; the files it is for are small.
 * Does not create the folder, and does not decide whether `file` may be written: the store's guards do that. `mode`
 * (e.g. 0o600 for a file only its owner may read) is the new file's from its creation, so it is never readable wider.
 */
export function writeFileAtomic(file: string, content: string, { mode }: { mode?: number } = {}): void {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    writeFileSync(temporary, content, mode === undefined ? undefined : { mode });
    renameSync(temporary, file);
  } finally {
    // Gone after a successful rename; after a failure, a half-written temporary must not stay beside the file.
    rmSync(temporary, { force: true });
  }
}
