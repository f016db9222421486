import type { RegistryEntry } from '@mfp/shared/registry';

/** Origin the test entries' manifests live on: the store's default origin. */
export const TEST_STORE_ORIGIN = 'http://localhost:3100';

/**
 * A valid registry entry for tests: `testRegistryEntry('catalog')` is the catalog remote at version 1.0.0 on the
 * store's default origin. Test-only, like the whole package.
 */
export function testRegistryEntry(name: string, overrides: Partial<RegistryEntry> = {}): RegistryEntry {
  return {
    name,
    title: name.charAt(0).toUpperCase() + name.slice(1),
    route: `/${name}`,
    entry: `${TEST_STORE_ORIGIN}/remotes/${name}/1.0.0/mf-manifest.json`,
    module: './App',
    version: '1.0.0',
    ...overrides,
  };
}
