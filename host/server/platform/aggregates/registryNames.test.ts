import { snapshotOf } from '../../registry/registrySnapshot';
import { registryNames } from './registryNames';

const sri = (letter: string) => `sha384-${letter.repeat(64)}`;
const manifest = (version: string) => `http://localhost:3100/remotes/catalog/${version}/mf-manifest.json`;
const entry = {
  name: 'catalog',
  title: 'Catalog',
  route: '/catalog',
  entry: manifest('1.0.0'),
  module: './App',
  version: '1.0.0',
  integrity: { manifest: sri('a'), entry: sri('b') },
};

const namesOf = (document: unknown) => {
  const snapshot = snapshotOf({ kind: 'found', revision: 'r1', bytes: Buffer.from(JSON.stringify(document)) });
  return registryNames({ current: () => Promise.resolve(snapshot) })();
};

describe('registryNames', () => {
  it("counts a rollout's and a preview's version under their own names, since the analysis compares them", async () => {
    const names = await namesOf({
      remotes: [
        {
          ...entry,
          rollout: { share: 50, release: { version: '2.0.0', entry: manifest('2.0.0') } },
          previews: [{ version: '3.0.0', entry: manifest('3.0.0') }],
        },
      ],
    });
    for (const version of ['1.0.0', '2.0.0', '3.0.0']) expect(names.version('catalog', version)).toBe(version);
    expect(names.version('catalog', '9.9.9')).toBeUndefined();
  });

  it('names only the live version of a registry without them', async () => {
    const names = await namesOf({ remotes: [entry] });
    expect(names.version('catalog', '1.0.0')).toBe('1.0.0');
    expect(names.version('catalog', '2.0.0')).toBeUndefined();
  });
});
