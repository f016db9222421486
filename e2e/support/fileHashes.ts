import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every file below `dir` (relative path) with its sha256 and modification time: equal maps mean nothing was rewritten. */
export function fileHashes(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const hash = createHash('sha256').update(readFileSync(full)).digest('hex');
    result[path.relative(dir, full)] = `${hash} ${statSync(full).mtimeMs}`;
  }
  return result;
}
