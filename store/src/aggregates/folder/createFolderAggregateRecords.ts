import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FolderLayout } from '../../folder/folderLayout';
import { writeFileAtomic } from '../../folder/writeFileAtomic';
import { assertStoreFolder } from '../../folder/writeGuards';
import { StoreError } from '../../StoreError';
import type { AggregateBatch, AggregateRecords } from '../AggregateRecords';
import { aggregateBatchSchema } from '../aggregateBatchSchema';
import { AggregateRows } from '../mergeAggregates';

const FILE_SUFFIX = '.json';

/** A name of this process's own file: the machine, the process and a random part, so no two writers ever share one. */
const newWriterId = () => `${os.hostname().replace(/[^\w.-]/g, '_')}-${process.pid}-${randomBytes(4).toString('hex')}`;

function corrupt(file: string, problem: string, cause?: unknown): StoreError {
  return new StoreError(
    'aggregates-corrupt',
    `${file} is corrupt: ${problem}. It holds one server's failure, mount, load-time and rejected-sample counts only: delete it, and the ` +
      'status page forgets those counts.',
    { cause },
  );
}

async function readWriterFile(file: string): Promise<AggregateBatch | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    // Pruned by another writer between the listing and the read.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw corrupt(file, `not valid JSON (${(error as Error).message})`, error);
  }
  const parsed = aggregateBatchSchema.safeParse(value);
  if (!parsed.success) throw corrupt(file, parsed.error.issues[0]?.message ?? 'not of the expected shape');
  return parsed.data;
}

/**
 * Counts in a records folder, safe to share between the host servers that use it: each process writes only its own
 * file, `.aggregates/<writer>.json`, whole and atomically, and readers merge every writer's file. No lock, no
 * read-modify-write: two servers never touch the same file. A restarted server is a new writer; its former file is
 * read on until `prune` finds every row of it old and deletes it. Creating it touches nothing on disk.
 */
export function createFolderAggregateRecords(layout: FolderLayout, writerId: string = newWriterId()): AggregateRecords {
  const dir = layout.aggregatesDir;
  const ownFile = path.join(dir, `${writerId}${FILE_SUFFIX}`);
  const own = new AggregateRows();
  let ready: Promise<void> | undefined;

  async function writeOwn(): Promise<void> {
    ready ??= (async () => {
      await assertStoreFolder(layout);
      await mkdir(dir, { recursive: true });
    })().catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    await ready;
    writeFileAtomic(ownFile, JSON.stringify(own.batch()));
  }

  async function writerFiles(): Promise<string[]> {
    try {
      return (await readdir(dir)).filter((name) => name.endsWith(FILE_SUFFIX)).map((name) => path.join(dir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  return {
    async add(batch) {
      const checked = aggregateBatchSchema.parse(batch);
      own.add(checked);
      await writeOwn();
    },
    async read(since) {
      const rows = new AggregateRows();
      for (const file of await writerFiles()) {
        // This process's own rows are in memory, and on disk only as of its last write.
        if (file === ownFile) continue;
        const batch = await readWriterFile(file);
        if (batch) rows.add(batch);
      }
      return rows.add(own.batch()).batch(since.toISOString());
    },
    async prune(before) {
      const cutoff = before.toISOString();
      own.dropBefore(cutoff);
      for (const file of await writerFiles()) {
        if (file === ownFile) continue;
        const batch = await readWriterFile(file).catch(() => undefined);
        const rows = batch ? [...batch.failures, ...batch.timings, ...batch.mounts, ...batch.rejections] : [];
        const newest = rows.reduce((latest, row) => (row.bucket > latest ? row.bucket : latest), '');
        // Another writer's file goes once nothing in it is recent: that writer has stopped, or prunes its own.
        if (batch && newest < cutoff) await rm(file, { force: true });
      }
      if (ready) await writeOwn();
    },
  };
}
