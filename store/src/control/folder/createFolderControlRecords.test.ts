import { appendFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { folderLayout } from '../../folder/folderLayout';
import { describeControlRecordsContract } from '../../testing/contract/describeControlRecordsContract';
import { controlFiles } from './controlFiles';
import { createFolderControlRecords } from './createFolderControlRecords';

describeControlRecordsContract('folder', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'store-control-'));
  const layout = folderLayout(path.join(dir, 'store'));
  const files = controlFiles(layout.dir);
  return {
    control: createFolderControlRecords(layout),
    corruptTokens: () => writeFile(files.tokens, '{"tokens": [{"id": 1}]}'),
    corruptAudit: () => appendFile(files.audit, '{"at": "not a time"\n'),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
});

describe('createFolderControlRecords', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'store-control-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps tokens owner-only, and each kind of record in its own file beside the releases', async () => {
    const layout = folderLayout(path.join(dir, 'store'));
    const control = createFolderControlRecords(layout);
    await control.addToken({
      id: 'tok_aaaaaaaa',
      scope: { kind: 'admin' },
      hash: `sha256:${'b'.repeat(64)}`,
      createdAt: '2026-11-25T10:00:00.000Z',
    });
    await control.appendAudit({ at: '2026-11-25T10:00:00.000Z', action: 'token-create', result: 'ok' });
    const files = controlFiles(layout.dir);
    expect((await stat(files.tokens)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(files.tokens, 'utf8'))).toMatchObject({ tokens: [{ id: 'tok_aaaaaaaa' }] });
    expect((await readFile(files.audit, 'utf8')).split('\n')).toHaveLength(2);
  });

  it('refuses to write into a folder of other files, naming STORE_DIR', async () => {
    await writeFile(path.join(dir, 'notes.txt'), 'mine');
    const control = createFolderControlRecords(folderLayout(dir));
    await expect(
      control.appendAudit({ at: '2026-11-25T10:00:00.000Z', action: 'token-create', result: 'ok' }),
    ).rejects.toThrow(/STORE_DIR/);
  });

  it('reads a long audit trail backwards across chunks, multi-byte characters included', async () => {
    const control = createFolderControlRecords(folderLayout(dir));
    const detail = 'é'.repeat(900);
    for (let index = 0; index < 200; index++)
      await control.appendAudit({
        at: new Date(Date.UTC(2026, 10, 25, 0, 0, index)).toISOString(),
        action: 'upload',
        result: 'ok',
        detail: `${index} ${detail}`,
      });
    const entries = await control.readAudit({ limit: 150 });
    expect(entries.map((entry) => Number(entry.detail?.split(' ')[0]))).toEqual(
      Array.from({ length: 150 }, (_, index) => 199 - index),
    );
    expect(entries.every((entry) => entry.detail?.endsWith(detail))).toBe(true);
  });
});
