import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { contentHash } from '../../files/contentHash';
import type { VersionFiles } from '../../files/VersionFiles';
import { StoreError, type StoreErrorKind } from '../../StoreError';
import { buildFolders, type BuildFolders } from './buildFolder';

/** A fresh, empty instance for one test, and how to remove everything it wrote. */
export interface VersionFilesUnderTest {
  files: VersionFiles;
  cleanup(): Promise<void>;
}

const quiet = { print: () => {} };
/** Above the precompression floor, so the published copy gets siblings the hash must leave out. */
const BIG_SCRIPT = `export const text = ${JSON.stringify('a'.repeat(4096))};\n`;

async function refusal(promise: Promise<unknown> | (() => unknown)): Promise<StoreErrorKind | 'none' | 'other'> {
  try {
    await (typeof promise === 'function' ? promise() : promise);
    return 'none';
  } catch (error) {
    return error instanceof StoreError ? error.kind : 'other';
  }
}

/**
 * What every implementation of `VersionFiles` must do, run over `make` (called once per test, its `cleanup` after).
 * Future implementations (object storage) call this unchanged from their own test file.
 */
export function describeVersionFilesContract(name: string, make: () => Promise<VersionFilesUnderTest>): void {
  describe(`VersionFiles contract: ${name}`, () => {
    let subject: VersionFilesUnderTest;
    let files: VersionFiles;
    let builds: BuildFolders;

    beforeEach(async () => {
      subject = await make();
      files = subject.files;
      builds = buildFolders();
    });
    afterEach(async () => {
      await subject.cleanup();
      await builds.cleanup();
    });

    it('has no versions, files or writes refused before the first publish', async () => {
      expect(await files.listVersions('catalog')).toEqual([]);
      expect(await files.versionExists('catalog', '1.0.0')).toBe(false);
      expect(await files.readVersionFile('catalog', '1.0.0', 'remoteEntry.js')).toBeUndefined();
      await expect(files.checkWritable()).resolves.toBeUndefined();
    });

    it('publishes a build: its files readable, excluded names left out, missing files undefined', async () => {
      const dist = await builds.make({ 'remoteEntry.js': BIG_SCRIPT, 'nested/chunk.js': 'chunk', '.stamp': 'x' });
      const location = await files.publish('catalog', '1.0.0', dist, { exclude: ['.stamp'], ...quiet });
      expect(location).toBe(files.versionLocation('catalog', '1.0.0'));
      expect(await files.versionExists('catalog', '1.0.0')).toBe(true);
      expect((await files.readVersionFile('catalog', '1.0.0', 'remoteEntry.js'))?.toString()).toBe(BIG_SCRIPT);
      expect((await files.readVersionFile('catalog', '1.0.0', 'nested/chunk.js'))?.toString()).toBe('chunk');
      expect(await files.readVersionFile('catalog', '1.0.0', '.stamp')).toBeUndefined();
      expect(await files.readVersionFile('catalog', '1.0.0', 'missing.js')).toBeUndefined();
      expect(await files.readVersionFile('catalog', '1.0.0', 'nested')).toBeUndefined();
      expect(await files.readVersionFile('catalog', '1.0.0', 'remoteEntry.js.gz')).toBeInstanceOf(Buffer);
      expect(await files.readVersionFile('catalog', '1.0.0', 'remoteEntry.js.br')).toBeInstanceOf(Buffer);
    });

    it('keeps a published version immutable: the same bytes and other bytes are both refused', async () => {
      const first = await builds.make({ 'remoteEntry.js': 'first' });
      const other = await builds.make({ 'remoteEntry.js': 'other' });
      await files.publish('catalog', '1.0.0', first, quiet);
      expect(await refusal(files.publish('catalog', '1.0.0', first, quiet))).toBe('version-published');
      expect(await refusal(files.publish('catalog', '1.0.0', other, quiet))).toBe('version-published');
      expect((await files.readVersionFile('catalog', '1.0.0', 'remoteEntry.js'))?.toString()).toBe('first');
      expect(await files.listVersions('catalog')).toEqual(['1.0.0']);
    });

    it('publishes atomically: of two racing publishes of one version, one wins whole and the other is refused', async () => {
      const one = await builds.make({ 'remoteEntry.js': 'one', 'chunk.js': 'one' });
      const two = await builds.make({ 'remoteEntry.js': 'two', 'chunk.js': 'two' });
      const outcomes = await Promise.all([
        refusal(files.publish('catalog', '1.0.0', one, quiet)),
        refusal(files.publish('catalog', '1.0.0', two, quiet)),
      ]);
      expect(outcomes.sort()).toEqual(['none', 'version-published']);
      const entry = (await files.readVersionFile('catalog', '1.0.0', 'remoteEntry.js'))?.toString();
      const chunk = (await files.readVersionFile('catalog', '1.0.0', 'chunk.js'))?.toString();
      expect(['one', 'two']).toContain(entry);
      expect(chunk).toBe(entry);
    });

    it('lists versions sorted, per remote', async () => {
      const dist = await builds.make({ 'remoteEntry.js': 'x' });
      for (const version of ['2.0.0', '1.10.0', '1.0.0']) await files.publish('catalog', version, dist, quiet);
      await files.publish('checkout', '9.0.0', dist, quiet);
      expect(await files.listVersions('catalog')).toEqual(['1.0.0', '1.10.0', '2.0.0']);
      expect(await files.listVersions('checkout')).toEqual(['9.0.0']);
    });

    it("hashes a published version as its build's content, without the precompressed siblings", async () => {
      const dist = await builds.make({ 'remoteEntry.js': BIG_SCRIPT, 'chunk.js': 'chunk' });
      const other = await builds.make({ 'remoteEntry.js': BIG_SCRIPT, 'chunk.js': 'changed' });
      await files.publish('catalog', '1.0.0', dist, quiet);
      await files.publish('catalog', '1.0.1', dist, quiet);
      await files.publish('catalog', '2.0.0', other, quiet);
      const hash = await files.versionContentHash('catalog', '1.0.0');
      expect(hash).toBe(await contentHash(dist));
      expect(await files.versionContentHash('catalog', '1.0.1')).toBe(hash);
      expect(await files.versionContentHash('catalog', '2.0.0')).not.toBe(hash);
    });

    it('refuses names, versions and paths that leave their place (invalid-location)', async () => {
      const dist = await builds.make({ 'remoteEntry.js': 'x' });
      await files.publish('catalog', '1.0.0', dist, quiet);
      expect(await refusal(files.readVersionFile('catalog', '1.0.0', '../1.0.1/remoteEntry.js'))).toBe(
        'invalid-location',
      );
      expect(await refusal(files.readVersionFile('catalog', '1.0.0', '../../../releases.json'))).toBe(
        'invalid-location',
      );
      expect(await refusal(() => files.versionLocation('..', '1.0.0'))).toBe('invalid-location');
      expect(await refusal(() => files.versionLocation('catalog', '../1.0.0'))).toBe('invalid-location');
      expect(await refusal(() => files.versionLocation('catalog', '..'))).toBe('invalid-location');
      expect(await refusal(files.publish('catalog', '../escape', dist, quiet))).toBe('invalid-location');
      expect(await refusal(files.publish('../catalog', '1.0.1', dist, quiet))).toBe('invalid-location');
      expect(await refusal(files.listVersions('../catalog'))).toBe('invalid-location');
    });
  });
}
