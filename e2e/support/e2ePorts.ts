/** Ports of the browser-test servers; away from 3000/3100 so the tests run beside a developer's `npm start`. */
export const E2E_PORTS = {
  host: 3300,
  store: 3400,
  faults: 3460,
  /** Nothing listens here until a test heals the "connection refused" scenario. */
  refused: 3461,
} as const;
