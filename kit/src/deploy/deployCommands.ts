/** Where the deploy API is, and for which remote: what `deploy`, `releases` and `rollback` share. */
interface RemoteTarget {
  remote: string;
  /** The host's origin (and base path, if any), e.g. `https://mfp.example.com`. */
  server: string;
}

/** `mfp deploy`, as parsed: every name, version and URL in it is valid. */
export type DeployCommand = { kind: 'deploy'; dist: string; version?: string; dryRun: boolean } & RemoteTarget;
export type ReleasesCommand = { kind: 'releases' } & RemoteTarget;
export type RollbackCommand = { kind: 'rollback'; to?: string } & RemoteTarget;
