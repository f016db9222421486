/**
 * The contract's one rule for the versions of the platform singletons (decision 0056), as docs/remote-contract.md
 * states it between its `shared-version-rule` markers (a test holds them equal). `requiredRange` is the range it makes
 * a remote require; `checkCompatibility` is what the host and the deploy gate enforce; `versionAdvice` is the fix a
 * refusal names.
 */
export const SHARED_VERSION_RULE =
  'A remote requires, of each platform singleton it shares, `^` of the version the host provides (react 19.3.1: ' +
  "`^19.3.1`), whatever version npm installed for its own build: the host's copy is the one that runs, and the " +
  "remote's own is only a fallback where no host provides one. The host and the deploy gate accept a remote when the " +
  "host's version satisfies every range it requires and every version it was built with has the host's major; they " +
  'refuse any other, naming the version to pin or the host upgrade to ask for.';
