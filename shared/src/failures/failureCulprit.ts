/** Who failed: one remote, the registry that lists them, or the host application itself. */
export const FAILURE_CULPRITS = ['remote', 'registry', 'host'] as const;
export type FailureCulprit = (typeof FAILURE_CULPRITS)[number];

/**
 * The culprit of a failure with the remote it names: a remote's failure always names the remote; a registry failure
 * names the entry it is about when it is about one (a skipped entry), and nothing when the registry as a whole failed;
 * a host failure names none.
 */
export type Culprit =
  | { culprit: 'remote'; remote: string }
  | { culprit: 'registry'; remote?: string }
  | { culprit: 'host'; remote?: undefined };

/**
 * What the failure's digest identifies it by, in place of a remote's name: the culprit itself for the registry as a
 * whole and the host, the strings these failures carried as their "remote" before the culprit had its own field, so
 * their digests did not change (docs/decisions/0026).
 */
export function culpritIdentity({ culprit, remote }: { culprit: FailureCulprit; remote?: string | undefined }): string {
  return remote ?? culprit;
}
