import type { RegistryEntry } from '@mfp/shared/registry';
import { boundedNames, REMEMBERED_VERSIONS } from './boundedNames';
import { rememberVersions } from './rememberVersions';

const entry = (version: string, previous?: string): RegistryEntry => ({
  name: 'catalog',
  title: 'Catalog',
  route: '/catalog',
  module: './App',
  version,
  entry: `http://cdn.test/remotes/catalog/${version}/mf-manifest.json`,
  ...(previous && { previous: { version: previous, entry: `http://cdn.test/remotes/catalog/${previous}/x.json` } }),
});

/** The bounded names of each registry in turn, as the platform makes them: from what came before, then remembered. */
function namesAfter(registries: RegistryEntry[][]) {
  const memory = new Map<string, string[]>();
  let names = boundedNames([]);
  for (const entries of registries) {
    names = boundedNames(entries, memory);
    rememberVersions(memory, entries);
  }
  return { names, memory };
}

describe('versions a registry no longer names', () => {
  it('stay countable after a rollback: a tab opened before it reports the version it runs', () => {
    const { names } = namesAfter([[entry('1.1.0', '1.0.0')], [entry('1.0.0')]]);
    expect(names.version('catalog', '1.1.0')).toBe('1.1.0');
    expect(names.version('catalog', '1.0.0')).toBe('1.0.0');
    expect(names.version('catalog', '6.6.6')).toBeUndefined();
  });

  it(`are forgotten after ${REMEMBERED_VERSIONS} later ones, so a server's labels stay bounded`, () => {
    const versions = Array.from({ length: REMEMBERED_VERSIONS + 3 }, (_, index) => `1.${index}.0`);
    const { names, memory } = namesAfter(versions.map((version) => [entry(version)]));
    const countable = versions.filter((version) => names.version('catalog', version) !== undefined);
    expect(countable).toEqual(versions.slice(-(REMEMBERED_VERSIONS + 1)));
    expect(memory.get('catalog')).toHaveLength(REMEMBERED_VERSIONS + 1);
  });

  it('belong to remotes the registry lists: a remote it dropped counts as unknown, and its versions are forgotten', () => {
    const { names, memory } = namesAfter([[entry('1.1.0')], []]);
    expect(names.remote('catalog')).toBeUndefined();
    expect(names.version('catalog', '1.1.0')).toBeUndefined();
    expect(memory.size).toBe(0);
  });
});
