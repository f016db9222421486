import { open } from 'node:fs/promises';
import { auditEntrySchema, type AuditEntry } from '../controlRecordSchemas';
import { parseControlJson, parseControlRecord } from '../controlRecordsCorrupt';

/** Read from the end in chunks of this size, so a long trail costs what the answer needs, not the whole file. */
const CHUNK_BYTES = 64 * 1024;

/** Appends one entry as one line, in one write at the file's end (O_APPEND): a reader never sees half of one. */
export async function appendAuditLine(file: string, entry: AuditEntry): Promise<void> {
  const handle = await open(file, 'a', 0o600);
  try {
    await handle.write(`${JSON.stringify(entry)}\n`);
  } finally {
    await handle.close();
  }
}

/** The lines of `file` from the last to the first, read backwards a chunk at a time; none when there is no file. */
async function* linesBackwards(file: string): AsyncGenerator<string> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    let position = (await handle.stat()).size;
    let rest = Buffer.alloc(0);
    while (position > 0) {
      const length = Math.min(CHUNK_BYTES, position);
      position -= length;
      const chunk = Buffer.alloc(length);
      await handle.read(chunk, 0, length, position);
      // Split on bytes, not characters: a chunk may end inside a multi-byte character, never inside a newline.
      let bytes = Buffer.concat([chunk, rest]);
      for (let end = bytes.lastIndexOf(0x0a); end !== -1; end = bytes.lastIndexOf(0x0a)) {
        const line = bytes.subarray(end + 1).toString('utf8');
        bytes = bytes.subarray(0, end);
        if (line.trim() !== '') yield line;
      }
      rest = bytes;
    }
    if (rest.toString('utf8').trim() !== '') yield rest.toString('utf8');
  } finally {
    await handle.close();
  }
}

/** Newest first, at most `limit`, of `remote` when told; a line that is not an entry rejects as corrupt. */
export async function readAuditLines(
  file: string,
  { remote, limit }: { remote?: string; limit: number },
): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  if (limit <= 0) return entries;
  for await (const line of linesBackwards(file)) {
    const where = `a line of ${file} (${line.slice(0, 80)})`;
    const entry = parseControlRecord(auditEntrySchema, parseControlJson(line, where), where);
    if (remote !== undefined && entry.remote !== remote) continue;
    entries.push(entry);
    if (entries.length >= limit) break;
  }
  return entries;
}
