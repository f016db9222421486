import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir } from '../testing/fixtures';
import { createHostTemplate } from './hostTemplate';

describe('createHostTemplate', () => {
  let dir: string;
  let remove: () => Promise<void>;
  beforeEach(async () => {
    ({ dir, remove } = await makeTempDir('template'));
  });
  afterEach(() => remove());

  it('reads the file, and sees a new build only after its check interval', async () => {
    const file = path.join(dir, 'index.html');
    await writeFile(file, '<p>one</p>');
    let time = 0;
    const template = createHostTemplate(file, 1_000, () => time);
    const first = await template.read();
    expect(first).toEqual({ kind: 'found', text: '<p>one</p>', id: expect.any(String) });
    await writeFile(file, '<p>two, longer</p>');
    time = 999;
    await expect(template.read()).resolves.toBe(first);
    time = 1_000;
    const second = await template.read();
    expect(second.kind === 'found' && second.text).toBe('<p>two, longer</p>');
    expect(second.kind === 'found' && first.kind === 'found' && second.id !== first.id).toBe(true);
    time = 2_000;
    await expect(template.read()).resolves.toBe(second);
  });

  it('says missing while there is no file, and finds one built later', async () => {
    const file = path.join(dir, 'index.html');
    let time = 0;
    const template = createHostTemplate(file, 1_000, () => time);
    await expect(template.read()).resolves.toEqual({ kind: 'missing' });
    await writeFile(file, 'built');
    time = 1_000;
    expect((await template.read()).kind).toBe('found');
    await rm(file);
    time = 2_000;
    await expect(template.read()).resolves.toEqual({ kind: 'missing' });
  });
});
