import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hostSharedVersions } from '@mfp/deploy';
import { previewKeyOf } from '@mfp/host-server';
import { realManifest, writeReleaseFolder } from '@mfp/deploy/testing';
import { createFolderStore, type FolderStore } from '@mfp/store';
import { BUILD_STAMP } from '../../lib/ensureBuilt';
import type { DeployCommand } from '../deployArgs';
import type { DeployContext } from '../deployContext';
import { remoteFinder } from '../deployContext';
import { deployRelease } from '../deployRelease';

export const TEST_ORIGIN = 'http://localhost:3100';

/** The fleet's secret the test context signs preview links with. */
export const TEST_FLEET_SECRET = 'fleet-secret-of-the-deploy-tests-0123456789abcdef';

/** What the next build of a remote produces: a release folder (see `writeReleaseFolder`), or a failure. */
type TestBuild =
  | { kind: 'release'; manifest?: Record<string, unknown>; without?: string[]; extra?: Record<string, string> }
  | { kind: 'fails'; error: Error };

export interface TestDeploy {
  context: DeployContext;
  store: FolderStore;
  /** Everything the command printed. */
  lines: string[];
  /** Sets what the next builds of `remote` produce; by default, the catalog's real manifest and its files. */
  builds: Map<string, TestBuild>;
}

/** Adds a remote's source folder (only its package.json: the test build writes the output). */
function writeRemote(remotesDir: string, name: string, version = '1.0.0'): void {
  mkdirSync(path.join(remotesDir, name), { recursive: true });
  const mfp = { title: name, route: `/${name}`, module: './App' };
  writeFileSync(path.join(remotesDir, name, 'package.json'), JSON.stringify({ name, version, mfp }));
}

/**
 * A deploy context over a real folder store in `work`, remotes in `work/remotes`, the host's real shared set, and a
 * build that writes a release folder instead of running webpack. The clock advances a minute per call.
 */
function testDeploy(work: string): TestDeploy {
  const store = createFolderStore({ dir: path.join(work, 'store') });
  const remotesDir = path.join(work, 'remotes');
  const lines: string[] = [];
  const builds = new Map<string, TestBuild>();
  let minute = 0;
  const context: DeployContext = {
    store,
    storePublicUrl: TEST_ORIGIN,
    print: (line) => lines.push(line),
    findRemote: remoteFinder(remotesDir),
    async build(target) {
      const build = builds.get(target.name) ?? { kind: 'release' };
      if (build.kind === 'fails') throw build.error;
      const distDir = path.join(target.dir, 'dist');
      rmSync(distDir, { recursive: true, force: true });
      const manifest = build.manifest ?? { ...realManifest('catalog'), name: target.name };
      const extra = { [BUILD_STAMP]: 'input', ...build.extra };
      writeReleaseFolder(distDir, manifest, { without: build.without, extra });
      return { distDir, inputHash: `input of ${target.name}` };
    },
    hostShared: hostSharedVersions(),
    author: { user: 'ana', host: 'build-1' },
    now: () => new Date(Date.UTC(2026, 0, 31, 10, minute++)),
    previewSigning: async () => ({ key: previewKeyOf(TEST_FLEET_SECRET), origin: 'https://shop.example.test' }),
  };
  return { context, store, lines, builds };
}

/** A test deploy in a temporary folder of its own, with `remove` to delete the folder after the test. */
export interface TestWorkspace extends TestDeploy {
  remove(): void;
}

/** A temporary workspace holding the given remotes (name -> package version), and a test deploy context over it. */
export function deployWorkspace(remotes: Record<string, string>, prefix = 'mfp-deploy-'): TestWorkspace {
  const work = mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [name, version] of Object.entries(remotes)) writeRemote(path.join(work, 'remotes'), name, version);
  return { ...testDeploy(work), remove: () => rmSync(work, { recursive: true, force: true }) };
}

/** `npm run deploy -- <remote> [--version v] [--force] [--no-switch] [--canary]` in a test deploy context. */
export const deployWith = (
  test: TestDeploy,
  remote = 'catalog',
  options: Partial<Omit<Extract<DeployCommand, { kind: 'deploy' }>, 'kind' | 'remote'>> = {},
) => deployRelease({ kind: 'deploy', remote, force: options.force ?? false, ...options }, test.context);

/** A remote's releases as the store holds them now. */
export const releasesOf = async (test: TestDeploy, name = 'catalog') => (await test.store.readReleases()).remotes[name];

/** A chunk of the catalog's real build: tests change its bytes to make another build of the same remote. */
export const CATALOG_CHUNK = '41.e71eadc3.js';

/** The registry file's text, and one remote's entry in it. */
export const registryText = (store: FolderStore) => readFileSync(store.layout.registryFile, 'utf8');
export const registryEntry = (store: FolderStore, name: string) =>
  (JSON.parse(registryText(store)) as { remotes: Record<string, unknown>[] }).remotes.find(
    (entry) => entry.name === name,
  );

/** The error a command rejects with; fails the test when it succeeds. */
export async function failureOf(work: Promise<unknown>): Promise<Error> {
  try {
    await work;
  } catch (error) {
    return error as Error;
  }
  throw new Error('the command succeeded');
}
