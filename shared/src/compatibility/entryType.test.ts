import { entryLoading } from './entryType';
import type { RemoteManifest } from './manifestSchema';

const manifestWith = (type: string | undefined): RemoteManifest => ({
  name: 'reviews',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', ...(type === undefined ? {} : { type }) } },
  shared: [],
  exposes: [],
});

describe('entryLoading', () => {
  it.each(['global', 'var', 'window', 'self', 'jsonp', 'umd'])('takes a "%s" entry for a classic script', (type) => {
    expect(entryLoading(manifestWith(type))).toEqual({ kind: 'classic-script' });
  });

  it("takes an entry without a type for a classic script, the runtime's default (global)", () => {
    expect(entryLoading(manifestWith(undefined))).toEqual({ kind: 'classic-script' });
  });

  it.each(['module', 'esm'])('takes a "%s" entry (Vite) for an ES module, which the runtime imports', (type) => {
    expect(entryLoading(manifestWith(type))).toEqual({ kind: 'es-module' });
  });

  it.each(['system', 'commonjs', 'something-new'])('names any other type, "%s", as it is', (type) => {
    expect(entryLoading(manifestWith(type))).toEqual({ kind: 'other', type });
  });
});
