import { registryEntrySchema, type RegistryEntry } from './registrySchema';

/** Compile-time equality: `true` only when A and B are mutually assignable in both directions. */
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

describe('registryEntrySchema', () => {
  it('infers the registry entry type (checked by tsc), and a parsed entry has it', () => {
    const typeIsInferred: Equals<
      RegistryEntry,
      {
        name: string;
        title: string;
        route: string;
        entry: string;
        module: string;
        version?: string | undefined;
        timeoutMs?: number | undefined;
        deployedAt?: string | undefined;
        previous?: { version: string; entry: string } | undefined;
      }
    > = true;
    expect(typeIsInferred).toBe(true);

    const parsed = registryEntrySchema.parse({
      name: 'catalog',
      title: 'Catalog',
      route: '/catalog',
      entry: 'http://localhost:3100/remotes/catalog/1.0.0/mf-manifest.json',
      module: './App',
      extra: 'dropped',
    });
    const entry: RegistryEntry = parsed;
    expect(entry).toEqual({
      name: 'catalog',
      title: 'Catalog',
      route: '/catalog',
      entry: 'http://localhost:3100/remotes/catalog/1.0.0/mf-manifest.json',
      module: './App',
    });
  });

  it('refuses an entry whose name could not be a federation name', () => {
    const result = registryEntrySchema.safeParse({
      name: 'Catalog-1',
      title: 'Catalog',
      route: '/catalog',
      entry: 'http://localhost:3100/m.json',
      module: './App',
    });
    expect(result.success).toBe(false);
  });
});
