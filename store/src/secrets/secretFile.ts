import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { constants } from 'node:fs';
import path from 'node:path';
import { folderLayout, type FolderLayout } from '../folder/folderLayout';
import { StoreError } from '../StoreError';
import { assertStoreFolder } from '../folder/writeGuards';

/** 256 random bits, written as 64 hex digits: text an operator can copy into an environment variable as it is. */
const SECRET_BYTES = 32;
const SECRET_TEXT = /^[0-9a-f]{64}$/;
const SECRET_NAME = /^[a-z][a-z0-9-]*$/;
const OWNER_ONLY_FILE = 0o600;
const OWNER_ONLY_FOLDER = 0o700;
/** Permission bits for the group and others: none may be set on a secret. */
const SHARED_BITS = 0o077;
/** Others may list the secrets' folder, but whoever can write it can replace the secret. */
const OTHERS_WRITE = 0o022;

/** Why a secret cannot be written: the user can fix each one (a read-only or foreign folder, a file in the way). */
const CANNOT_WRITE = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST', 'ENOSPC']);

/** Where `readOrCreateSecret` keeps the secret called `name`. */
export function secretFile(layout: Pick<FolderLayout, 'secretsDir'>, name: string): string {
  if (!SECRET_NAME.test(name)) throw new Error(`"${name}" is not a secret name: lowercase letters, digits and "-"`);
  return path.join(layout.secretsDir, `${name}.key`);
}

/**
 * The secret called `name`, generated on first use and kept in the store: `<store>/.secrets/<name>.key`, mode 0600 in a
 * 0700 folder, so it survives restarts and no other user of the machine can read it. Concurrent first uses agree on
 * one secret: it is written to a temporary file and hard-linked into place, which fails rather than replaces when
 * another process was first. Rejects with StoreError `secret-unusable` when the file can be read by others or holds no
 * secret, and with `store-dir-refused` when STORE_DIR is not a store.
 *
 * Not covered: rotation (delete the file; every value derived from the secret changes), and secrets kept anywhere
 * but this machine's folder store.
 */
export async function readOrCreateSecret(layout: FolderLayout, name: string): Promise<string> {
  const file = secretFile(layout, name);
  const existing = await readSecret(file);
  if (existing !== undefined) return existing;
  await assertStoreFolder(layout);
  try {
    await mkdir(layout.secretsDir, { recursive: true, mode: OWNER_ONLY_FOLDER });
    // mkdir's mode is cut by the umask and ignored for a folder that already exists; this sets it either way.
    await chmod(layout.secretsDir, OWNER_ONLY_FOLDER);
    await placeSecret(file, `${randomBytes(SECRET_BYTES).toString('hex')}\n`);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === undefined || !CANNOT_WRITE.has(code)) throw error;
    throw new StoreError(
      'secret-unusable',
      `The store cannot keep its ${name} secret in ${layout.secretsDir} (${code}): make STORE_DIR a folder this ` +
        `user can write, or give the secret another way (DIGEST_SECRET for the digests).`,
      { cause: error },
    );
  }
  // Whoever was first won: read back what is in place rather than trust this process's own value.
  const placed = await readSecret(file);
  if (placed === undefined) throw new Error(`${file} vanished right after it was written`);
  return placed;
}

/**
 * `readOrCreateSecret` in the store folder STORE_DIR names: secrets stay on the server's own disk, beside the records,
 * wherever the version files are kept. The host server needs no more of the folder layout than this.
 */
export function readOrCreateStoreSecret(storeDir: string, name: string): Promise<string> {
  return readOrCreateSecret(folderLayout(storeDir), name);
}

async function placeSecret(file: string, content: string): Promise<void> {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`,
  );
  const handle = await open(temporary, 'wx', OWNER_ONLY_FILE);
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(temporary, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Another process placed its secret first: keep that one.
    if (code === 'EEXIST') return;
    // A filesystem without hard links: a rename is still atomic, but the last of two simultaneous first uses wins.
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'ENOSYS') await rename(temporary, file);
    else throw error;
  } finally {
    await rm(temporary, { force: true });
  }
}

/** The secret in `file`, or undefined when there is none yet. */
async function readSecret(file: string): Promise<string | undefined> {
  let handle;
  try {
    // O_NOFOLLOW: a symbolic link put in the secret's place must not make the store read, or trust, another file.
    handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // ENOTDIR: something in the path is a file; writing says what (assertStoreFolder, or the catch above).
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    if (code === 'ELOOP') throw unusable(file, 'is a symbolic link, not the file the store wrote');
    throw error;
  }
  try {
    const { mode } = await handle.stat();
    if ((mode & SHARED_BITS) !== 0) {
      throw unusable(
        file,
        `can be read by other users (mode ${(mode & 0o777).toString(8)}), so the secret may be known. ` +
          `Restrict it with \`chmod 600 ${file}\`, or delete it to have a new one generated`,
      );
    }
    const text = (await handle.readFile('utf8')).trim();
    if (!SECRET_TEXT.test(text))
      throw unusable(file, 'does not hold a secret of 64 hex digits; delete it to have a new one generated');
    await assertOwnerOnlyFolder(path.dirname(file));
    return text;
  } finally {
    await handle.close();
  }
}

async function assertOwnerOnlyFolder(folder: string): Promise<void> {
  const { mode } = await stat(folder);
  if ((mode & OTHERS_WRITE) !== 0) {
    throw unusable(folder, `can be written by other users (mode ${(mode & 0o777).toString(8)}); run chmod 700 on it`);
  }
}

function unusable(file: string, problem: string): StoreError {
  return new StoreError(
    'secret-unusable',
    `${file} ${problem} (a new secret changes every value derived from it, such as the error digests).`,
  );
}
