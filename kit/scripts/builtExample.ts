import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { access, mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { KIT_LAYOUT } from './kitLayout';

const run = promisify(execFile);

/**
 * Builds of the example, one per set of inputs. Not under e2e's work folder, which each browser run empties, and not in
 * the system's temporary folder: `npm ci` clears node_modules, so a fresh clone starts with none.
 */
const CACHE = path.join(KIT_LAYOUT.repoRoot, 'node_modules', '.cache', 'mfp-example-builds');

/** What `npm run build` writes: the bundles, and their source maps kept beside them. */
const OUTPUTS = ['dist', 'sourcemaps'];

/**
 * Top-level entries of a copy that are not inputs of its build: the install, which the lockfile and the kit's tarball
 * stand for, and earlier outputs.
 */
const NOT_INPUT = /^(?:node_modules|dist|dist-.+|sourcemaps)$/;

/** The copy's input files, relative and sorted; node_modules is never walked. */
async function inputFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const top of await readdir(dir, { withFileTypes: true })) {
    if (NOT_INPUT.test(top.name)) continue;
    if (top.isFile()) files.push(top.name);
    if (!top.isDirectory()) continue;
    for (const entry of await readdir(path.join(dir, top.name), { recursive: true, withFileTypes: true }))
      if (entry.isFile()) files.push(path.relative(dir, path.join(entry.parentPath, entry.name)));
  }
  return files.sort();
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * What makes two builds the same: the kit's bytes (its tarball's name is the same for every pack), Node's version,
 * and every file of the copy but the install, by path and content (the lockfile pins what else is installed). The
 * kit's hash leads, so builds of an older kit can be told apart and removed. Taken before the build it names.
 */
export async function exampleBuildKey(dir: string, tarball: string): Promise<string> {
  const kit = sha256(await readFile(tarball)).slice(0, 16);
  const inputs = createHash('sha256').update(process.version);
  for (const file of await inputFiles(dir)) inputs.update(`\0${file}\0`).update(await readFile(path.join(dir, file)));
  return `${kit}-${inputs.digest('hex').slice(0, 16)}`;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** `cp -a`, as installOnce copies: much faster than Node's fs.cp on many files. */
const copyAll = (from: string, to: string) => run('cp', ['-a', from, to]).then(() => undefined);

/** Copies what `from` holds of the outputs into `to`, replacing what `to` had. */
async function copyOutputs(from: string, to: string): Promise<void> {
  for (const output of OUTPUTS) {
    await rm(path.join(to, output), { recursive: true, force: true });
    if (await exists(path.join(from, output))) await copyAll(path.join(from, output), path.join(to, output));
  }
}

/**
 * Keeps the build in `dir`, a copy of the example just built with `npm run build` from inputs with `key`, for
 * `buildExampleOnce` to hand out. Builds of an older kit are removed, so the cache holds one kit's.
 */
export async function keepExampleBuild(dir: string, key: string, cache: string = CACHE): Promise<void> {
  const kit = key.split('-')[0]!;
  await mkdir(cache, { recursive: true });
  for (const entry of await readdir(cache))
    if (!entry.startsWith(kit)) await rm(path.join(cache, entry), { recursive: true, force: true });
  // Staged, then renamed whole, so a reader never copies a half-written build; a build kept first stays.
  const staged = await mkdtemp(path.join(cache, `${key}.staging-`));
  await copyOutputs(dir, staged);
  await rename(staged, path.join(cache, key)).catch(() => rm(staged, { recursive: true, force: true }));
}

/**
 * Puts in `dir` (a copy of the example with the kit from `tarball`) what `npm run build` would: the build of an
 * earlier copy with the same inputs, from this run or an earlier one (decision 0099), or a build made now and kept for
 * the next. Resolves with whether it built. Two browser specs and the slow test of one run build the example as it
 * is, each in its own copy: one production build serves them all.
 */
export async function buildExampleOnce(dir: string, tarball: string, cache: string = CACHE): Promise<boolean> {
  const key = await exampleBuildKey(dir, tarball);
  const kept = path.join(cache, key);
  if (await exists(kept))
    try {
      await copyOutputs(kept, dir);
      return false;
    } catch {
      // Removed by a run with another kit while copying: build afresh.
    }
  await run('npm', ['run', 'build'], { cwd: dir, maxBuffer: 16 * 1024 * 1024 });
  await keepExampleBuild(dir, key, cache);
  return true;
}
