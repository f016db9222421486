import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILT_ENTRIES } from '../testing/builtEntries';
import { realManifest, writeReleaseFolder } from '../testing/releaseFolder';
import { checkRelease } from './checkRelease';
import { describeGateProblem } from './gateProblem';
import { hostSharedVersions } from './hostSharedVersions';
import { folderFiles } from './releaseFiles';
import type { LiveRelease } from './sharedChunkGlobal';

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'mfp-gate-global-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A release of the catalog whose `remoteEntry.js` ends with `entry`, a real build's runtime. */
function release(name: string, entry: string): string {
  const dir = path.join(root, name);
  writeReleaseFolder(dir, realManifest('catalog'), { extra: { 'remoteEntry.js': entry } });
  return dir;
}

const live = (dir: string, sameBytes = false): LiveRelease => ({
  version: '1.0.0',
  files: folderFiles(dir),
  sameBytes,
});

const check = (dir: string, liveRelease?: LiveRelease) =>
  checkRelease({
    files: folderFiles(dir),
    remote: 'catalog',
    module: './App',
    hostShared: hostSharedVersions(),
    ...(liveRelease && { live: liveRelease }),
  });

describe('the gate compares the chunk-loading global with the live release (decision 0097)', () => {
  it("refuses a release whose entry sets up the live release's global, saying which and how to fix it", async () => {
    const liveDir = release('live', BUILT_ENTRIES.foreignRspack);
    // Another build of the documented Rspack config, same uniqueName: the same global, other code.
    const next = release('next', `${BUILT_ENTRIES.foreignRspack}/* changed */`);
    const { problems } = await check(next, live(liveDir));
    expect(problems).toEqual([{ kind: 'chunk-global-shared', global: 'webpackChunkacme_fx_rspack_ok', live: '1.0.0' }]);
    const message = describeGateProblem('catalog', problems[0]!);
    expect(message).toContain('webpackChunkacme_fx_rspack_ok, as the live release 1.0.0 does');
    expect(message).toContain('output.uniqueName of its own, e.g. `acme_catalog_${Date.now().toString(36)}`');
    expect(message).toContain('rule 5 of docs/remote-contract.md');
  });

  it('refuses it whichever way each build writes the global (minified or not)', async () => {
    const liveDir = release('live', BUILT_ENTRIES.kitRspackProduction);
    const next = release('next', BUILT_ENTRIES.kitWebpackProduction);
    expect((await check(next, live(liveDir))).problems).toMatchObject([{ kind: 'chunk-global-shared' }]);
  });

  it('passes a release whose global differs from the live one', async () => {
    const liveDir = release('live', BUILT_ENTRIES.foreignWebpack);
    const next = release('next', BUILT_ENTRIES.foreignRspack);
    expect((await check(next, live(liveDir))).problems).toEqual([]);
  });

  it('passes the first release of a remote: there is no live release to compare with', async () => {
    expect((await check(release('first', BUILT_ENTRIES.foreignRspack))).problems).toEqual([]);
  });

  it('passes a release whose entry sets up no global it can find (an ES module built by Vite)', async () => {
    const liveDir = release('live', BUILT_ENTRIES.vite);
    const next = release('next', BUILT_ENTRIES.vite);
    expect((await check(next, live(liveDir))).problems).toEqual([]);
  });

  it('passes one compared with a live release whose global it cannot find, or whose files it cannot read', async () => {
    const next = release('next', BUILT_ENTRIES.foreignRspack);
    expect((await check(next, live(release('vite', BUILT_ENTRIES.vite)))).problems).toEqual([]);
    expect((await check(next, live(path.join(root, 'deleted')))).problems).toEqual([]);
  });

  it("passes the live release's own bytes deployed again: the same chunks under the same global", async () => {
    const liveDir = release('live', BUILT_ENTRIES.foreignRspack);
    expect((await check(liveDir, live(liveDir, true))).problems).toEqual([]);
  });
});
