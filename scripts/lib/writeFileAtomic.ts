import { renameSync, writeFileSync } from 'node:fs';

/** Writes through a temporary file and a rename, so a reader sees the old or the new content, never half of one. */
export function writeFileAtomic(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}
