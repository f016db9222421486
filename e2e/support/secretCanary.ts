/**
 * A value the browser tests' host server holds in its environment (`MFP_E2E_SECRET_CANARY`), as a real one holds its
 * secrets: a page or a log line that contains it proves that a remote's server code reached the environment.
 */
export const E2E_SECRET_CANARY = 'e2e-secret-canary-7d1f0c9a52b84e31';
