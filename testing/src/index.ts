export { TEST_STORE_ORIGIN, testRegistryEntry } from './testRegistryEntry';
export { rejectedSamples } from './rejectedSamples';
