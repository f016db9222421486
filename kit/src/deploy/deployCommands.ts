import type { RolloutCommandName } from '@mfp/shared/deploy';
import type { RolloutOptions } from '@mfp/settings/command';

/** Where the deploy API is, and for which remote: what `deploy`, `releases` and `rollback` share. */
interface RemoteTarget {
  remote: string;
  /** The host's origin (and base path, if any), e.g. `https://mfp.example.com`. */
  server: string;
}

/** `mfp deploy`, as parsed: every name, version and URL in it is valid. */
export type DeployCommand = {
  kind: 'deploy';
  dist: string;
  version?: string;
  dryRun: boolean;
  /** Publish through the gate and leave the live release live; print a preview link (decision 0077). */
  noSwitch?: boolean;
  previewTtlMs?: number;
} & RemoteTarget;
export type ReleasesCommand = { kind: 'releases' } & RemoteTarget;
export type RollbackCommand = { kind: 'rollback'; to?: string } & RemoteTarget;
/** `mfp preview <remote> <version>`: a fresh link to a release published without switching. */
export type PreviewCommand = { kind: 'preview'; version: string; ttlMs?: number } & RemoteTarget;
/** `mfp rollout <action> <remote> …`. */
export type RolloutCommand = (
  | ({ kind: 'rollout'; action: 'start'; version: string } & RolloutOptions)
  | { kind: 'rollout'; action: RolloutCommandName }
  | { kind: 'rollout'; action: 'status'; json: boolean }
) &
  RemoteTarget;
