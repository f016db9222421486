import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { precompress } from '@mfp/store/files';
import { realManifest, writeReleaseFolder } from '../testing/releaseFolder';
import { checkRelease } from './checkRelease';
import { describeGateProblem, type GateProblem } from './gateProblem';
import { hostSharedVersions } from './hostSharedVersions';
import type { GateBudget } from './overBudget';
import { folderFiles } from './releaseFiles';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mfp-budget-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const manifest = realManifest('catalog');
const CHUNK = '__federation_expose_App.5650a3dd.js';
/** Compressible text the publish writes a gzip sibling for. */
const big = (words: number) => `export const text = ${JSON.stringify('catalog '.repeat(words))};`;

const check = async (budget: GateBudget) =>
  checkRelease({
    files: folderFiles(dir),
    remote: 'catalog',
    module: './App',
    hostShared: hostSharedVersions(),
    budget,
  });
const overBudget = (problems: GateProblem[]) => {
  const found = problems.find((problem) => problem.kind === 'over-budget');
  if (!found) throw new Error(`no over-budget problem: ${problems.map((problem) => problem.kind).join(', ')}`);
  return found;
};
/** What the release weighs in all, from a budget of one byte. */
const weight = async () => overBudget((await check({ maxBytes: 1 })).problems).gzipBytes;

describe('the gate weighs a release against its budget (decision 0072)', () => {
  it('passes a release whose critical path fits, to the byte', async () => {
    writeReleaseFolder(dir, manifest, { extra: { [CHUNK]: big(2000) } });
    expect((await check({ maxBytes: await weight() })).problems).toEqual([]);
  });

  it('refuses one over it without a live release: the total, every file with its gzip bytes, and the fix', async () => {
    writeReleaseFolder(dir, manifest, { extra: { [CHUNK]: big(2000) } });
    const problem = overBudget((await check({ maxBytes: 1000 })).problems);
    // The files a first render loads, the chunk counted as the publish compresses it: its .gz sibling's bytes.
    await precompress(dir, () => {});
    const sent = (file: string) => statSync(path.join(dir, `${file}.gz`), { throwIfNoEntry: false })?.size;
    expect(problem.files.map((file) => file.file).sort()).toEqual([CHUNK, 'mf-manifest.json', 'remoteEntry.js'].sort());
    for (const { file, gzipBytes, change } of problem.files) {
      expect(gzipBytes).toBe(sent(file) ?? statSync(path.join(dir, file)).size);
      expect(change).toBeUndefined();
    }
    expect(problem.gzipBytes).toBe(problem.files.reduce((sum, file) => sum + file.gzipBytes, 0));
    expect(problem).toMatchObject({ maxBytes: 1000 });
    expect(problem).not.toHaveProperty('live');
    const message = describeGateProblem('catalog', problem);
    expect(message).toMatch(/weighs [\d.]+ KB \([\d,]+ bytes\) gzip, over its budget of 1\.0 KB \(1,000 bytes\)/);
    expect(message).toMatch(/no live release to compare with/);
    expect(message).toMatch(
      new RegExp(`npm run remotes -- budget catalog --max-kb ${Math.ceil(problem.gzipBytes / 1000)}$`),
    );
  });

  it('names the files that grew since the live release, matched across a new content hash, and the new ones', async () => {
    writeReleaseFolder(dir, manifest, { extra: { [CHUNK]: big(2000) } });
    const now = overBudget((await check({ maxBytes: 1 })).problems);
    const bytesOf = (file: string) => now.files.find((weighed) => weighed.file === file)!.gzipBytes;
    const live: GateBudget['live'] = {
      version: '1.0.0-live',
      criticalPath: {
        gzipBytes: 0,
        files: {
          'mf-manifest.json': bytesOf('mf-manifest.json'),
          // The same chunk under its last build's hash, smaller then.
          '__federation_expose_App.0badc0de.js': bytesOf(CHUNK) - 40,
          'remoteEntry.0badc0de.js': 10,
          'remoteEntry.1badc0de.js': 10,
        },
      },
    };
    const problem = overBudget((await check({ maxBytes: 1, live })).problems);
    expect(problem.live).toBe('1.0.0-live');
    expect(Object.fromEntries(problem.files.map(({ file, change }) => [file, change]))).toEqual({
      'mf-manifest.json': { kind: 'same', liveFile: 'mf-manifest.json', liveBytes: bytesOf('mf-manifest.json') },
      [CHUNK]: { kind: 'grew', liveFile: '__federation_expose_App.0badc0de.js', liveBytes: bytesOf(CHUNK) - 40 },
      // Two live files match it without their hashes: which one it was cannot be told, so it counts as new.
      'remoteEntry.js': { kind: 'new' },
    });
    const message = describeGateProblem('catalog', problem);
    expect(message).toMatch(/2 file\(s\) grew or are new since the live 1\.0\.0-live/);
    expect(message).toContain(
      `grew by 40 bytes (was __federation_expose_App.0badc0de.js ${bytesOf(CHUNK) - 40} bytes)`,
    );
    expect(message).toMatch(/remoteEntry\.js [\d.]+ KB \([\d,]+ bytes\), new/);
    expect(message).not.toMatch(/mf-manifest\.json [^;]*grew/);
  });

  it('says so when nothing grew: the budget was lowered under the live weight', async () => {
    writeReleaseFolder(dir, manifest);
    const now = overBudget((await check({ maxBytes: 1 })).problems);
    const live = { version: '1.0.0-live', criticalPath: { gzipBytes: now.gzipBytes, files: { ...nowFiles(now) } } };
    const message = describeGateProblem('catalog', overBudget((await check({ maxBytes: 1, live })).problems));
    expect(message).toMatch(/no file grew since the live 1\.0\.0-live/);
  });

  it('does not weigh a release whose critical path has a missing file: the gate refuses that as file-missing', async () => {
    writeReleaseFolder(dir, manifest, { without: [CHUNK] });
    const kinds = (await check({ maxBytes: 1 })).problems.map((problem) => problem.kind);
    expect(kinds).toContain('file-missing');
    expect(kinds).not.toContain('over-budget');
  });
});

function nowFiles(problem: { files: { file: string; gzipBytes: number }[] }): Record<string, number> {
  return Object.fromEntries(problem.files.map(({ file, gzipBytes }) => [file, gzipBytes]));
}
