import { DEFAULT_HANG_TIMEOUT_MS, type FixtureRegistryOptions } from './fixtureRegistry';
import { E2E_PATHS } from './e2ePaths';
import { E2E_PORTS } from './e2ePorts';

/**
 * Where the fixtures are built, where the fault server and the refusing port live, and the load timeouts the fixtures
 * are registered with.
 */
export const FIXTURE_OPTIONS: FixtureRegistryOptions = {
  fixturesDir: E2E_PATHS.fixturesDir,
  faultOrigin: `http://localhost:${E2E_PORTS.faults}`,
  refusedOrigin: `http://localhost:${E2E_PORTS.refused}`,
  timeoutMs: 5_000,
  hangTimeoutMs: DEFAULT_HANG_TIMEOUT_MS,
};
