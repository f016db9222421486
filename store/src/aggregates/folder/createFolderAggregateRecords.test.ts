import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { folderLayout } from '../../folder/folderLayout';
import { describeAggregateRecordsContract } from '../../testing/contract/describeAggregateRecordsContract';
import { createFolderAggregateRecords } from './createFolderAggregateRecords';

describeAggregateRecordsContract('folder', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'store-aggregates-'));
  const layout = folderLayout(path.join(dir, 'store'));
  return {
    aggregates: createFolderAggregateRecords(layout),
    another: () => createFolderAggregateRecords(layout),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
});

describe('createFolderAggregateRecords', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'store-aggregates-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const row = (bucket: string) => ({
    remote: 'catalog',
    version: '1.0.0',
    kind: 'render-failed',
    code: 'MFP-401',
    digest: '1',
    bucket,
    count: 1,
    firstSeen: bucket,
    lastSeen: bucket,
  });

  it('writes one file per writer, and a prune deletes the file of a writer whose counts are all old', async () => {
    const layout = folderLayout(dir);
    const stopped = createFolderAggregateRecords(layout, 'stopped');
    const running = createFolderAggregateRecords(layout, 'running');
    await stopped.add({ failures: [row('2026-11-25T08:00:00.000Z')], timings: [], mounts: [], rejections: [] });
    await running.add({ failures: [row('2026-11-25T12:00:00.000Z')], timings: [], mounts: [], rejections: [] });
    expect((await readdir(layout.aggregatesDir)).sort()).toEqual(['running.json', 'stopped.json']);
    await running.prune(new Date('2026-11-25T10:00:00.000Z'));
    expect(await readdir(layout.aggregatesDir)).toEqual(['running.json']);
  });

  it('reads the file of a server from before mounts and rejections were counted, as holding none', async () => {
    const layout = folderLayout(dir);
    await mkdir(layout.aggregatesDir, { recursive: true });
    const older = { failures: [row('2026-11-25T08:00:00.000Z')], timings: [] };
    await writeFile(path.join(layout.aggregatesDir, 'older.json'), JSON.stringify(older));
    expect(await createFolderAggregateRecords(layout).read(new Date(0))).toEqual({
      ...older,
      mounts: [],
      rejections: [],
    });
  });

  it('names the file and the fix when another writer’s file is corrupt', async () => {
    const layout = folderLayout(dir);
    await mkdir(layout.aggregatesDir, { recursive: true });
    await writeFile(path.join(layout.aggregatesDir, 'broken.json'), '{"failures": [{"count": "many"}]}');
    await expect(createFolderAggregateRecords(layout).read(new Date(0))).rejects.toThrow(/broken\.json.*delete it/);
  });

  it('refuses to write into a folder of other files, naming STORE_DIR', async () => {
    await writeFile(path.join(dir, 'notes.txt'), 'mine');
    const aggregates = createFolderAggregateRecords(folderLayout(dir));
    await expect(
      aggregates.add({ failures: [row('2026-11-25T08:00:00.000Z')], timings: [], mounts: [], rejections: [] }),
    ).rejects.toThrow(/STORE_DIR/);
  });
});
