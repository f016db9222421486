import path from 'node:path';
import { exposeChunks, exposeStylesheets, manifestAssets, readManifest } from './readManifest';

const manifest = (overrides: Record<string, unknown> = {}) => ({
  name: 'catalog',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [
    {
      name: 'lodash',
      version: '4.17.21',
      assets: { js: { sync: ['shared/lodash.js'], async: [] }, css: { sync: [], async: [] } },
    },
  ],
  exposes: [
    {
      path: './App',
      assets: {
        js: { sync: ['app.js', 'shared/lodash.js'], async: ['lazy.js'] },
        css: { sync: ['app.css'], async: [] },
      },
    },
  ],
  ...overrides,
});

const read = (value: unknown) => {
  const result = readManifest(JSON.stringify(value));
  if (result.kind !== 'manifest') throw new Error(`not read: ${result.detail}`);
  return result.manifest;
};

describe('readManifest', () => {
  it('reads a manifest, keeping the fields it does not know', () => {
    expect(read({ ...manifest(), extra: 1 })).toMatchObject({ name: 'catalog', extra: 1 });
  });

  it('says when the text is not JSON', () => {
    expect(readManifest('{ not json')).toEqual({ kind: 'not-json', detail: expect.stringMatching(/^not JSON: /) });
  });

  it('says where a document breaks the schema', () => {
    expect(readManifest(JSON.stringify({ ...manifest(), exposes: 'none' }))).toEqual({
      kind: 'invalid',
      detail: expect.stringMatching(/^exposes: /),
    });
    expect(readManifest('[]')).toEqual({ kind: 'invalid', detail: expect.stringMatching(/^document: /) });
  });
});

describe('manifestAssets', () => {
  it('lists the entry, the shared fallbacks and the exposes, js and css, sync and async, each named once', () => {
    expect([...manifestAssets(read(manifest()))]).toEqual([
      ['remoteEntry.js', 'the entry'],
      ['shared/lodash.js', 'shared lodash'],
      ['app.js', 'expose ./App'],
      ['lazy.js', 'expose ./App'],
      ['app.css', 'expose ./App'],
    ]);
  });

  it.each([
    ['', 'remoteEntry.js'],
    ['/', 'remoteEntry.js'],
    ['./', 'remoteEntry.js'],
    ['static/js', 'remoteEntry.js'],
    ['static/../js/', 'remoteEntry.js'],
    ['../up', 'remoteEntry.js'],
    ['/abs/', 'remoteEntry.js'],
    ['a', '../../b.js'],
  ])('joins the entry folder %j and name %j as path.posix.join does', (folder, name) => {
    const entry = [...manifestAssets(read(manifest({ metaData: { remoteEntry: { name, path: folder } } })))][0];
    expect(entry).toEqual([path.posix.join(folder, name), 'the entry']);
  });
});

describe('exposeChunks', () => {
  it("lists the expose's synchronous scripts, none for an expose the manifest lacks", () => {
    expect(exposeChunks(read(manifest()), './App')).toEqual(['app.js', 'shared/lodash.js']);
    expect(exposeChunks(read(manifest()), './Missing')).toEqual([]);
  });
});

describe('exposeStylesheets', () => {
  it("lists the expose's synchronous stylesheets, none for an expose the manifest lacks or one without CSS", () => {
    expect(exposeStylesheets(read(manifest()), './App')).toEqual(['app.css']);
    expect(exposeStylesheets(read(manifest()), './Missing')).toEqual([]);
    const withoutCss = manifest({ exposes: [{ path: './App', assets: { js: { sync: ['app.js'], async: [] } } }] });
    expect(exposeStylesheets(read(withoutCss), './App')).toEqual([]);
  });
});
