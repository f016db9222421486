import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RegistryDocument, RegistryEntry } from '@mfp/shared/registry';
import { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import { createFolderStore } from '@mfp/store';
import { SIBLING_SUFFIX, sriOf } from '@mfp/store/files';
import { manifestUrl, registryFromReleases } from '@mfp/store/releases';
import { REMOTES_FOLDER } from '@mfp/store/folder';
import { BENCH_PATHS } from '../benchPaths';
import { copyOf } from './copyNames';

/** The store of the registry-size cases: the example remotes' live versions, and copies of them under other names. */
export const REGISTRY_COPIES_DIR = path.join(BENCH_PATHS.workDir, 'registry-copies');
const INDEX_FILE = path.join(REGISTRY_COPIES_DIR, 'entries.json');
/** Stands for the store's origin in the saved entries; replaced once the store server listens. */
const ORIGIN = 'http://store.invalid';

interface SavedIndex {
  stamp: string;
  entries: RegistryEntry[];
}

const versionDir = (name: string, version: string) => path.join(REGISTRY_COPIES_DIR, REMOTES_FOLDER, name, version);

/** The file and its precompressed siblings, which would be stale once it is edited. */
async function rewrite(file: string, text: string): Promise<Buffer> {
  for (const suffix of Object.values(SIBLING_SUFFIX)) await rm(`${file}${suffix}`, { force: true });
  const bytes = Buffer.from(text);
  await writeFile(file, bytes);
  return bytes;
}

/**
 * One copy of a live version under another name: the same files, with the manifest naming the copy and a comment
 * appended to the entry, so that each copy has integrity values of its own, as separately built remotes have (equal
 * values would compress away in the page and flatter its growth). The copies are never loaded by the bench.
 */
async function copyRemote(source: RegistryEntry, index: number): Promise<RegistryEntry> {
  const { name, route, title } = copyOf(source, index);
  const version = source.version as string;
  const dir = versionDir(name, version);
  await cp(versionDir(source.name, version), dir, { recursive: true });
  const manifestPath = path.join(dir, REMOTE_MANIFEST_FILE);
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, unknown>;
  const entryPath = path.join(dir, REMOTE_ENTRY_FILE);
  const manifestBytes = await rewrite(manifestPath, JSON.stringify({ ...manifest, id: name, name }, null, 2));
  const entryBytes = await rewrite(entryPath, `${await readFile(entryPath, 'utf8')}\n/* ${name}: a bench copy */\n`);
  const { previous: _previous, ...rest } = source;
  return {
    ...rest,
    name,
    title,
    route,
    entry: manifestUrl(ORIGIN, name, version),
    integrity: { manifest: sriOf(manifestBytes), entry: sriOf(entryBytes) },
  };
}

/**
 * Fills the registry-size store with the bench store's live remotes and `most - live` copies of them, unless it
 * holds them already for the same live versions (the stamp). Returns nothing: `registryWithRemotes` reads it.
 */
export async function prepareRegistryCopies(most: number, print: (line: string) => void): Promise<void> {
  const releases = await createFolderStore({ dir: BENCH_PATHS.storeDir }).readReleases();
  const live = registryFromReleases(releases, ORIGIN).remotes.map(({ previous: _previous, ...entry }) => entry);
  if (live.length === 0) throw new Error('the bench store has no live remote to copy: npm run bench seeds it first');
  const stamp = createHash('sha256')
    .update(JSON.stringify({ most, live: live.map(({ name, version, integrity }) => ({ name, version, integrity })) }))
    .digest('hex');
  if (existsSync(INDEX_FILE) && (JSON.parse(readFileSync(INDEX_FILE, 'utf8')) as SavedIndex).stamp === stamp) {
    print(`✓ registry copies are up to date (${most} remotes)`);
    return;
  }
  print(`▶ copying the example remotes into ${most} registry entries`);
  await rm(REGISTRY_COPIES_DIR, { recursive: true, force: true });
  await mkdir(REGISTRY_COPIES_DIR, { recursive: true });
  for (const entry of live)
    await cp(
      path.join(BENCH_PATHS.storeDir, REMOTES_FOLDER, entry.name, entry.version as string),
      versionDir(entry.name, entry.version as string),
      {
        recursive: true,
      },
    );
  const entries = [...live];
  for (let index = 1; entries.length < most; index++)
    entries.push(await copyRemote(live[(index - 1) % live.length] as RegistryEntry, index));
  await writeFile(INDEX_FILE, JSON.stringify({ stamp, entries } satisfies SavedIndex));
}

/** The registry of the first `count` remotes of the registry-size store (the live ones first), served from `storeUrl`. */
export function registryWithRemotes(count: number, storeUrl: string): RegistryDocument {
  const { entries } = JSON.parse(readFileSync(INDEX_FILE, 'utf8')) as SavedIndex;
  if (entries.length < count) throw new Error(`the registry copies hold ${entries.length} remotes, not ${count}`);
  return {
    remotes: entries.slice(0, count).map((entry) => ({ ...entry, entry: entry.entry.replace(ORIGIN, storeUrl) })),
  };
}
