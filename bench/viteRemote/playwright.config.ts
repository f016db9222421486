import { defineConfig } from '@playwright/test';
import path from 'node:path';
import browserTests from '../../playwright.config';

/**
 * `npm run bench:vite`: the measurement of decision 0055 on the browser tests' stack (its global setup builds the
 * fixtures and starts the host server, the store and the fault server that serves them). One run, no assertions on time.
 */
export default defineConfig({
  ...browserTests,
  // Paths of a config resolve against its own folder.
  globalSetup: path.join(__dirname, '..', '..', 'e2e', 'support', 'globalSetup.ts'),
  testDir: __dirname,
  testMatch: 'measureViteRemote.spec.ts',
  timeout: 900_000,
  reporter: [['line']],
  outputDir: '../../test-results/bench-vite',
});
