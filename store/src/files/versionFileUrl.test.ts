import { versionFileAt, versionFileUrl } from './versionFileUrl';

describe('versionFileUrl and versionFileAt', () => {
  const chunk = { remote: 'catalog', version: '1.2.0-local.ab12', file: 'static/js/582.js' };

  it.each(['http://localhost:3100', 'https://cdn.example.com/mfp', 'https://cdn.example.com/teams/mfp'])(
    'write a file below %s and read it back',
    (prefix) => {
      const url = versionFileUrl(prefix, chunk);
      expect(url).toBe(`${prefix}/remotes/catalog/1.2.0-local.ab12/static/js/582.js`);
      expect(versionFileAt(prefix, url)).toEqual(chunk);
    },
  );

  it('reads a URL as the browser resolves it, relative to the manifest', () => {
    const manifest = versionFileUrl('https://cdn.example.com/mfp', { ...chunk, file: 'mf-manifest.json' });
    expect(versionFileAt('https://cdn.example.com/mfp', new URL('static/js/582.js', manifest).href)).toEqual(chunk);
  });

  it.each([
    ['another origin', 'https://other.example.com/mfp/remotes/catalog/1.0.0/mf-manifest.json'],
    ['another prefix', 'https://cdn.example.com/other/remotes/catalog/1.0.0/mf-manifest.json'],
    ['a prefix that only starts the same', 'https://cdn.example.com/mfp2/remotes/catalog/1.0.0/mf-manifest.json'],
    ['no file', 'https://cdn.example.com/mfp/remotes/catalog/1.0.0'],
    ['a folder', 'https://cdn.example.com/mfp/remotes/catalog/1.0.0/static/'],
    ['a query', 'https://cdn.example.com/mfp/remotes/catalog/1.0.0/mf-manifest.json?x=1'],
    ['an encoded slash', 'https://cdn.example.com/mfp/remotes/catalog/1.0.0%2f..%2f2.0.0/mf-manifest.json'],
    ['an encoded dot segment', 'https://cdn.example.com/mfp/remotes/catalog/%2e%2e/mf-manifest.json'],
    ['not a URL', 'remotes/catalog/1.0.0/mf-manifest.json'],
  ])('name no version file for %s', (_case, url) => {
    expect(versionFileAt('https://cdn.example.com/mfp', url)).toBeUndefined();
  });
});
