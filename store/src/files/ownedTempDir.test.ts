import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeOwnedTempDir, removeAbandonedTempDirs } from './ownedTempDir';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'mfp-owned-temp-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The id of a process that has ended. */
const endedPid = () => spawnSync(process.execPath, ['-e', '0']).pid;

describe('makeOwnedTempDir', () => {
  it('makes a private folder named after this process', async () => {
    const dir = await makeOwnedTempDir('mfp-publish', root);
    expect(path.dirname(dir)).toBe(root);
    expect(path.basename(dir)).toMatch(new RegExp(`^mfp-publish\\.${process.pid}\\.`));
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('removes what killed processes left under its prefix first, and nothing else', async () => {
    const running = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      const left = [
        `mfp-publish.${endedPid()}.a1b2c3`,
        `mfp-publish.${running.pid}.d4e5f6`,
        `mfp-publish.${process.pid}.g7h8i9`,
        `mfp-upload.${endedPid()}.j0k1l2`,
        'mfp-publish-catalog@1.0.0-m3n4o5',
        'unrelated',
      ];
      for (const name of left) mkdirSync(path.join(root, name, 'nested'), { recursive: true });
      const made = await makeOwnedTempDir('mfp-publish', root);
      expect(readdirSync(root).sort()).toEqual([...left.slice(1), path.basename(made)].sort());
    } finally {
      running.kill();
    }
  });
});

describe('removeAbandonedTempDirs', () => {
  it('says what it removed, and resolves to nothing for a root that does not exist', async () => {
    const name = `mfp-upload.${endedPid()}.x`;
    mkdirSync(path.join(root, name));
    expect(await removeAbandonedTempDirs('mfp-upload', root)).toEqual([name]);
    expect(await removeAbandonedTempDirs('mfp-upload', path.join(root, 'absent'))).toEqual([]);
  });
});
