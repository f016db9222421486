import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';

/** Everything the browser tests write lives under test-results/, which is git-ignored and rebuilt each run. */
const workDir = path.join(repoRoot, 'test-results', 'e2e');

export const E2E_PATHS = {
  workDir,
  /** The test store; its layout (registry file included) is the store module's, see e2eStore.ts. */
  storeDir: path.join(workDir, 'store'),
  /** The registry the tests start from, kept outside the store: test bookkeeping, not something the store serves. */
  baseRegistryFile: path.join(workDir, 'registry.base.json'),
  serverLog: path.join(workDir, 'host-server.log'),
  /** The JSON access log of the suite's products API (support/productsApi.ts). */
  productsApiLog: path.join(workDir, 'products-api.log'),
  fixturesDir: path.join(repoRoot, 'e2e', '.fixtures'),
} as const;
