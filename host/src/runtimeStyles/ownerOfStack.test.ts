import type { RegistryEntry } from '@mfp/shared/registry';
import { ownerOfStack } from './ownerOfStack';
import { ReleaseFolders } from './ReleaseFolders';

const STORE = 'http://localhost:3100/remotes';
const entry = (name: string, version: string, previous?: string): RegistryEntry => ({
  name,
  title: name,
  route: `/${name}`,
  module: './App',
  version,
  entry: `${STORE}/${name}/${version}/mf-manifest.json`,
  ...(previous ? { previous: { version: previous, entry: `${STORE}/${name}/${previous}/mf-manifest.json` } } : {}),
});

function folders(): ReleaseFolders {
  const known = new ReleaseFolders();
  known.learn(entry('catalog', '1.0.0', '0.9.0'));
  known.learn(entry('cart', '2.0.0'));
  return known;
}

const stack = (...urls: string[]) =>
  ['Error', ...urls.map((url, index) => `    at fn${index} (${url}:1:${index + 10})`)].join('\n');

describe('ownerOfStack', () => {
  it('names the remote and release of the innermost frame in a release folder the page loaded', () => {
    const calls = stack(
      'http://localhost:3000/main.abc.js',
      `${STORE}/cart/2.0.0/__federation_expose_App.js`,
      `${STORE}/catalog/1.0.0/vendor.js`,
    );
    expect(ownerOfStack(calls, folders())).toEqual({ remote: 'cart', version: '2.0.0' });
  });

  it("knows the last known-good release's folder, and frames written without a function name", () => {
    const calls = `Error\n    at ${STORE}/catalog/0.9.0/src_App.js:3:7`;
    expect(ownerOfStack(calls, folders())).toEqual({ remote: 'catalog', version: '0.9.0' });
  });

  it("names nobody for the host's own code, another version's folder or no stack", () => {
    expect(ownerOfStack(stack('http://localhost:3000/main.js', `${STORE}/cart/9.9.9/a.js`), folders())).toBeUndefined();
    expect(ownerOfStack(undefined, folders())).toBeUndefined();
  });

  it('prefers the longest folder: an override served from the root of a dev server does not hide a release under it', () => {
    const known = folders();
    known.learn({ ...entry('reviews', '1.0.0'), entry: 'http://localhost:3001/mf-manifest.json' });
    known.learn({ ...entry('other', '1.0.0'), entry: 'http://localhost:3001/other/mf-manifest.json' });
    expect(ownerOfStack(stack('http://localhost:3001/other/x.js'), known)?.remote).toBe('other');
    expect(ownerOfStack(stack('http://localhost:3001/x.js'), known)?.remote).toBe('reviews');
  });
});
