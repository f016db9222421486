// Test data imported from code that ships: allowed in tests and their helpers, refused anywhere else.
import { testRegistryEntry } from '@mfp/testing'; // breaks the boundary
import catalog from '@mfp/testing/manifests/catalog.json'; // breaks the boundary

export const used = [testRegistryEntry, catalog];
