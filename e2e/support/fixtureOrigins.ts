import { DEFAULT_HANG_TIMEOUT_MS, type FixtureRegistryOptions } from './fixtureRegistry';
import { E2E_PORTS } from './e2ePorts';

/** Where the fault server and the refusing port live, and the load timeouts the fixtures are registered with. */
export const FIXTURE_OPTIONS: FixtureRegistryOptions = {
  faultOrigin: `http://localhost:${E2E_PORTS.faults}`,
  refusedOrigin: `http://localhost:${E2E_PORTS.refused}`,
  timeoutMs: 5_000,
  hangTimeoutMs: DEFAULT_HANG_TIMEOUT_MS,
};
