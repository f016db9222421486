import { sriSchema } from '@mfp/shared/registry';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releaseIntegrity, sriOf } from './releaseIntegrity';

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
