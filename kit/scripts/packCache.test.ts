import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packedFrom, rememberPack } from './packCache';

let packDir: string;
beforeEach(() => (packDir = mkdtempSync(path.join(tmpdir(), 'kit-pack-'))));
afterEach(() => rmSync(packDir, { recursive: true, force: true }));

it('reuses the tarball packed from the same inputs, and nothing else', () => {
  const tarball = path.join(packDir, 'mfp-remote-kit-1.0.0.tgz');
  expect(packedFrom('a', packDir)).toBeUndefined();
  writeFileSync(tarball, 'packed');
  rememberPack('a', tarball, packDir);
  expect(packedFrom('a', packDir)).toBe(tarball);
  expect(packedFrom('b', packDir)).toBeUndefined();
  rmSync(tarball);
  expect(packedFrom('a', packDir)).toBeUndefined();
});

it('takes a damaged record for no record', () => {
  writeFileSync(path.join(packDir, '.last-pack.json'), '{not json');
  expect(packedFrom('a', packDir)).toBeUndefined();
});
