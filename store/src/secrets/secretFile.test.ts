import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createFolderStore } from '../createFolderStore';
import { folderLayout } from '../folder/folderLayout';
import { readOrCreateSecret, readOrCreateStoreSecret, secretFile } from './secretFile';
import { StoreError } from '../StoreError';

describe('readOrCreateSecret', () => {
  let dir: string;
  let storeDir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mfp-secret-'));
    storeDir = path.join(dir, 'store');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const layout = () => folderLayout(storeDir);
  const keyFile = () => secretFile(layout(), 'digest');
  const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

  it('generates 256 random bits on first use and keeps them, owner-only, in the store', async () => {
    const secret = await readOrCreateSecret(layout(), 'digest');
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(keyFile()).toBe(path.join(storeDir, '.secrets', 'digest.key'));
    expect((await readFile(keyFile(), 'utf8')).trim()).toBe(secret);
    expect(await modeOf(keyFile())).toBe(0o600);
    expect(await modeOf(path.dirname(keyFile()))).toBe(0o700);
    expect(await readdir(path.dirname(keyFile()))).toEqual(['digest.key']);
  });

  it('gives the same secret on every later use, as after a restart', async () => {
    const first = await readOrCreateSecret(layout(), 'digest');
    expect(await readOrCreateSecret(folderLayout(storeDir), 'digest')).toBe(first);
  });

  it('finds the same secret from STORE_DIR alone, as the host server asks for it', async () => {
    const first = await readOrCreateSecret(layout(), 'digest');
    expect(await readOrCreateStoreSecret(storeDir, 'digest')).toBe(first);
  });

  it('gives each name its own secret', async () => {
    const digest = await readOrCreateSecret(layout(), 'digest');
    expect(await readOrCreateSecret(layout(), 'other')).not.toBe(digest);
  });

  it('makes simultaneous first uses agree on one secret, and leaves no temporary file', async () => {
    const secrets = await Promise.all(Array.from({ length: 12 }, () => readOrCreateSecret(layout(), 'digest')));
    expect(new Set(secrets).size).toBe(1);
    expect(await readdir(path.dirname(keyFile()))).toEqual(['digest.key']);
  });

  it('tightens a secrets folder that exists with wider permissions before writing into it', async () => {
    await mkdir(layout().secretsDir, { recursive: true });
    await chmod(layout().secretsDir, 0o777);
    await readOrCreateSecret(layout(), 'digest');
    expect(await modeOf(layout().secretsDir)).toBe(0o700);
  });

  it('refuses a secret that other users can read, saying how to fix it', async () => {
    await readOrCreateSecret(layout(), 'digest');
    await chmod(keyFile(), 0o644);
    const attempt = readOrCreateSecret(layout(), 'digest');
    await expect(attempt).rejects.toThrow(StoreError);
    await expect(attempt).rejects.toThrow(
      new RegExp(`^${keyFile()} can be read by other users \\(mode 644\\).*chmod 600 ${keyFile()}`),
    );
  });

  it('refuses a secret in a folder that other users can write', async () => {
    await readOrCreateSecret(layout(), 'digest');
    await chmod(layout().secretsDir, 0o757);
    await expect(readOrCreateSecret(layout(), 'digest')).rejects.toThrow(/can be written by other users.*chmod 700/);
  });

  it('refuses a file that holds no secret instead of using it', async () => {
    await mkdir(layout().secretsDir, { recursive: true, mode: 0o700 });
    await writeFile(keyFile(), 'changeme\n', { mode: 0o600 });
    await expect(readOrCreateSecret(layout(), 'digest')).rejects.toMatchObject({
      kind: 'secret-unusable',
      message: expect.stringMatching(/does not hold a secret of 64 hex digits; delete it/),
    });
  });

  it('refuses a symbolic link in place of the secret', async () => {
    const elsewhere = path.join(dir, 'known.key');
    await writeFile(elsewhere, `${'a'.repeat(64)}\n`, { mode: 0o600 });
    await mkdir(layout().secretsDir, { recursive: true, mode: 0o700 });
    await symlink(elsewhere, keyFile());
    await expect(readOrCreateSecret(layout(), 'digest')).rejects.toThrow(/is a symbolic link/);
  });

  it('writes nothing into a folder that is not a store', async () => {
    await mkdir(storeDir);
    await writeFile(path.join(storeDir, 'notes.txt'), 'mine');
    await expect(readOrCreateSecret(layout(), 'digest')).rejects.toMatchObject({ kind: 'store-dir-refused' });
    expect(await readdir(storeDir)).toEqual(['notes.txt']);
  });

  it('says so when STORE_DIR is a file', async () => {
    await writeFile(storeDir, 'not a folder');
    await expect(readOrCreateSecret(layout(), 'digest')).rejects.toMatchObject({
      kind: 'store-dir-refused',
      message: expect.stringMatching(/is a file, not a folder/),
    });
  });

  it('says where it cannot write the secret and what to do instead', async () => {
    await mkdir(storeDir);
    await writeFile(layout().secretsDir, 'a file in the way');
    await expect(readOrCreateSecret(layout(), 'digest')).rejects.toMatchObject({
      kind: 'secret-unusable',
      message: expect.stringMatching(
        /^The store cannot keep its digest secret in \S+\.secrets \((EEXIST|ENOTDIR)\): make STORE_DIR a folder this user can write, or give the secret another way \(DIGEST_SECRET/,
      ),
    });
  });

  it('leaves a store that holds only its secrets a store', async () => {
    await readOrCreateSecret(layout(), 'digest');
    await expect(createFolderStore({ dir: storeDir }).checkWritable()).resolves.toBeUndefined();
  });

  it('refuses a name that is not one plain file name', () => {
    expect(() => secretFile(layout(), '../registry')).toThrow(/not a secret name/);
  });
});
