import { sriSchema } from '@mfp/shared/registry';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { recordIntegrity, releaseIntegrity, sriOf } from './releaseIntegrity';

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'mfp-integrity-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('sriOf', () => {
  it('is the SHA-384 of the bytes in base64, as browsers check it (the SRI spec example of "alert(\'Hello, world.\');")', () => {
    expect(sriOf(Buffer.from("alert('Hello, world.');"))).toBe(
      'sha384-H8BRh8j48O9oYatfu5AZzq6A9RINhZO5H16dQZngK7T62em8MUt1FLm52t+eX6xO',
    );
    expect(sriSchema.safeParse(sriOf(Buffer.from(''))).success).toBe(true);
  });
});

describe('releaseIntegrity', () => {
  it('hashes the manifest and the entry of a build', async () => {
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"catalog"}');
    writeFileSync(path.join(dir, 'remoteEntry.js'), 'var catalog;');
    expect(await releaseIntegrity(dir)).toEqual({
      manifest: sriOf(Buffer.from('{"id":"catalog"}')),
      entry: sriOf(Buffer.from('var catalog;')),
    });
  });

  it('has none for a build without an entry (it could not load anyway)', async () => {
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
    expect(await releaseIntegrity(dir)).toBeUndefined();
  });
});

describe('recordIntegrity', () => {
  it('adds one version without touching the others: its manifest and entry, and every file', () => {
    const first = { manifest: sriOf(Buffer.from('a')), entry: sriOf(Buffer.from('b')) };
    const second = { manifest: sriOf(Buffer.from('c')), entry: sriOf(Buffer.from('d')) };
    const files = (text: string) => ({ 'remoteEntry.js': sriOf(Buffer.from(text)) });
    const remote: { integrity?: Record<string, typeof first>; files?: Record<string, Record<string, string>> } = {};
    recordIntegrity(remote, '1.0.0', { release: first, files: files('1') });
    recordIntegrity(remote, '1.1.0', { release: second, files: files('2') });
    expect(remote.integrity).toEqual({ '1.0.0': first, '1.1.0': second });
    expect(remote.files).toEqual({ '1.0.0': files('1'), '1.1.0': files('2') });
  });

  it("records a version's files even when it has no manifest or entry to record", () => {
    const remote: { integrity?: Record<string, never>; files?: Record<string, Record<string, string>> } = {};
    recordIntegrity(remote, '1.0.0', { release: undefined, files: {} });
    expect(remote).toEqual({ files: { '1.0.0': {} } });
  });
});
