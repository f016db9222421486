import { publishedFiles } from './releaseFiles';

describe('publishedFiles', () => {
  it('reads a published version through the version-files interface alone, wherever the files are kept', async () => {
    const readVersionFile = jest.fn((remote: string, version: string, file: string) =>
      Promise.resolve(file === 'mf-manifest.json' ? Buffer.from(`${remote}@${version}`) : undefined),
    );
    const files = publishedFiles(
      { versionLocation: (remote, version) => `s3://bucket/remotes/${remote}/${version}`, readVersionFile },
      'catalog',
      '1.2.0',
    );
    expect(files.location).toBe('s3://bucket/remotes/catalog/1.2.0');
    expect((await files.read('mf-manifest.json'))?.toString()).toBe('catalog@1.2.0');
    expect(await files.read('missing.js')).toBeUndefined();
    // Without a record of its files, the gate checks what the manifest names.
    expect(await files.list()).toBeUndefined();
    expect(readVersionFile.mock.calls).toEqual([
      ['catalog', '1.2.0', 'mf-manifest.json'],
      ['catalog', '1.2.0', 'missing.js'],
    ]);
  });

  it('lists the files its deploy recorded, sorted', async () => {
    const store = { versionLocation: () => 'anywhere', readVersionFile: () => Promise.resolve(undefined) };
    const recorded = { 'remoteEntry.js': 'sha384-a', 'assets/a.js': 'sha384-b' };
    expect(await publishedFiles(store, 'catalog', '1.2.0', recorded).list()).toEqual(['assets/a.js', 'remoteEntry.js']);
  });
});
