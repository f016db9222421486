/** What failed: one remote, the registry that lists them, or the host application itself. */
export const FAILURE_SOURCES = ['remote', 'registry', 'host'] as const;
export type FailureSource = (typeof FAILURE_SOURCES)[number];
