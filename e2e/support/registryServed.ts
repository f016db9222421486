import { spawnSync } from 'node:child_process';
import { E2E_PORTS } from './e2ePorts';
import { e2eStore } from './e2eStore';

/**
 * REGISTRY_MAX_STALENESS_MS of the servers under test: they poll the registry's revision this often, so a test's
 * switch shows within a few tens of milliseconds (production's default is a second).
 */
export const E2E_REGISTRY_MAX_STALENESS_MS = 50;

/** How long a switch may take to show before the test fails: many times the bound, for a busy two-core machine. */
const SERVED_DEADLINE_MS = 10_000;

/**
 * Waits until the host server under test serves the registry file as it is now (its bytes, or a 404 without one),
 * and throws after SERVED_DEADLINE_MS. A host server keeps the registry in memory and sees a switch within
 * REGISTRY_MAX_STALENESS_MS; a test that switches and navigates at once would otherwise race its poll. Plain
 * JavaScript run in a child process, so that the synchronous helpers of testRegistry.ts can wait too.
 */
const WAIT_SCRIPT = `
const [url, file, deadlineMs] = process.argv.slice(1);
const fs = require('node:fs');
const deadline = Date.now() + Number(deadlineMs);
const expected = () => { try { return fs.readFileSync(file, 'utf8'); } catch { return undefined; } };
(async () => {
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      const want = expected();
      if (want === undefined ? response.status === 404 : response.status === 200 && (await response.text()) === want) {
        process.exit(0);
      }
    } catch {}
    if (Date.now() > deadline) process.exit(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
})();
`;

export function waitUntilRegistryServed(): void {
  const url = `http://localhost:${E2E_PORTS.host}/registry.json`;
  const run = spawnSync(process.execPath, [
    '-e',
    WAIT_SCRIPT,
    url,
    e2eStore.layout.registryFile,
    `${SERVED_DEADLINE_MS}`,
  ]);
  if (run.status !== 0) {
    throw new Error(
      `the host server did not serve ${e2eStore.layout.registryFile} at ${url} within ${SERVED_DEADLINE_MS} ms ` +
        `(REGISTRY_MAX_STALENESS_MS=${E2E_REGISTRY_MAX_STALENESS_MS}); see its log for "registry-stale"`,
    );
  }
}
