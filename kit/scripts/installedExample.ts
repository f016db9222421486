import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Installed copies of the example, one per kit tarball and package.json, outside every repository. */
const CACHE = path.join(tmpdir(), 'mfp-installed-example');

/** What makes two installs the same: the kit's bytes, then the package.json that names what else to install. */
async function installKey(tarball: string, manifest: string): Promise<{ kit: string; key: string }> {
  const kit = createHash('sha256')
    .update(await readFile(tarball))
    .digest('hex')
    .slice(0, 16);
  return { kit, key: `${kit}-${createHash('sha256').update(manifest).digest('hex').slice(0, 16)}` };
}

/** What an install writes besides node_modules: the lockfile, and package.json with the kit's tarball in it. */
const INSTALLED_FILES = ['package.json', 'package-lock.json'];

/**
 * `cp -a`: a node_modules of 17,000 files took 25 s with Node's fs.cp and 9 s with cp on a busy machine here, against
 * 40 s for the install it replaces.
 */
const copyAll = (from: string, to: string) => run('cp', ['-a', from, to]).then(() => undefined);

/**
 * Puts in `dir` (a configured copy of the example, not yet installed) what `install` would: from the installed copy
 * that an earlier caller of this run left for the same kit and package.json, or by installing now and leaving the
 * result for the next (decision 0083). An `npm install` is half a minute; a copy of its result is seconds, and the
 * browser tests and the slow test of one run install the same package several times. Installs of an older kit are removed,
 * so the cache holds one kit's. Only installs from the example's own package.json come through here: the
 * README's commands are what their test checks, so it runs them every time.
 */
export async function installOnce(
  dir: string,
  tarball: string,
  install: () => Promise<void>,
  cache: string = CACHE,
): Promise<void> {
  const { kit, key } = await installKey(tarball, await readFile(path.join(dir, 'package.json'), 'utf8'));
  const kept = path.join(cache, key);
  try {
    await copyAll(path.join(kept, 'node_modules'), path.join(dir, 'node_modules'));
    for (const file of INSTALLED_FILES) await copyAll(path.join(kept, file), path.join(dir, file));
    return;
  } catch {
    // Not installed yet, or half removed by another run: install afresh.
    await rm(path.join(dir, 'node_modules'), { recursive: true, force: true });
  }
  await install();
  await mkdir(cache, { recursive: true });
  for (const entry of await readdir(cache))
    if (!entry.startsWith(kit)) await rm(path.join(cache, entry), { recursive: true, force: true });
  // Staged, then renamed whole, so a reader never copies a half-written install.
  const staged = await mkdtemp(path.join(cache, `${key}.staging-`));
  await copyAll(path.join(dir, 'node_modules'), path.join(staged, 'node_modules'));
  for (const file of INSTALLED_FILES) await copyAll(path.join(dir, file), path.join(staged, file));
  await rename(staged, kept).catch(() => rm(staged, { recursive: true, force: true }));
}
