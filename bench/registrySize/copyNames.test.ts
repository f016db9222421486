import { registryEntrySchema } from '@mfp/shared/registry';
import { copyOf } from './copyNames';

describe('names of the registry copies', () => {
  it('gives each copy a name, route and title of its own that the registry contract accepts', () => {
    const source = {
      name: 'catalog',
      title: 'Catalog',
      route: '/catalog',
      entry: 'http://127.0.0.1:1/remotes/catalog/1.0.0/mf-manifest.json',
      module: './App',
    };
    const copies = [1, 2, 198].map((index) => ({ ...source, ...copyOf(source, index) }));
    expect(copies.map((copy) => copy.name)).toEqual(['catalog_copy_1', 'catalog_copy_2', 'catalog_copy_198']);
    expect(new Set(copies.map((copy) => copy.route)).size).toBe(3);
    for (const copy of copies) expect(registryEntrySchema.safeParse(copy).success).toBe(true);
  });
});
