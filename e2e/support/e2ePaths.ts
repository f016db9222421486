import path from 'node:path';
import { repoRoot } from '../../webpack/repoRoot';

/** Everything the browser tests write lives under test-results/, which is git-ignored and rebuilt each run. */
const workDir = path.join(repoRoot, 'test-results', 'e2e');

export const E2E_PATHS = {
  workDir,
  storeDir: path.join(workDir, 'store'),
  registryFile: path.join(workDir, 'store', 'registry.json'),
  serverLog: path.join(workDir, 'host-server.log'),
  fixturesDir: path.join(repoRoot, 'e2e', '.fixtures'),
} as const;
