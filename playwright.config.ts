import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { browserShardOf, FLEET_SPECS } from './scripts/test/browserShards';
import { E2E_PORTS } from './e2e/support/e2ePorts';

const shard = browserShardOf(process.env);
// A spec renamed or removed while still listed would leave the list stale, and its shard lighter, without a word.
const missing = FLEET_SPECS.filter((spec) => !existsSync(path.join(__dirname, 'e2e', spec)));
if (missing.length > 0)
  throw new Error(`scripts/test/browserShards.ts lists specs that do not exist: ${missing.join(', ')}`);
const fleetSpecs = FLEET_SPECS.map((spec) => `**/${spec}`);

/**
 * Browser tests: real Chromium (Debian's, never a downloaded one), real production bundles, the real host server in
 * its own process and a separately served store. One worker: scenarios share one server log and one registry file.
 * `MFP_E2E_SHARD` runs one shard of the suite (`npm test` runs both side by side, scripts/test/browserShards.ts).
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: shard === 'fleet' ? fleetSpecs : '**/*.spec.ts',
  testIgnore: shard === 'main' ? fleetSpecs : [],
  globalSetup: './e2e/support/globalSetup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: shard ? `test-results/playwright-${shard}` : 'test-results/playwright',
  use: {
    baseURL: `http://localhost:${E2E_PORTS.host}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
