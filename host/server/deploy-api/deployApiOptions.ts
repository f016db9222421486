import type { HostSharedVersions } from '@mfp/shared/compatibility';
import type { ControlRecords, Store } from '@mfp/store';
import type { FailedAttemptsOptions } from '../auth/failedAttempts';
import type { UploadLimits } from './upload';

/** The store the deploy API works on: the releases, the version files, and the control records beside them. */
export type DeployApiStore = Store & { readonly control: ControlRecords };

export interface DeployApiOptions {
  store: DeployApiStore;
  /** STORE_PUBLIC_URL: the registry's URLs, and the `url` of a deploy's answer. */
  storePublicUrl: string;
  /** DEPLOY_MAX_BYTES, DEPLOY_MAX_FILES, DEPLOY_UPLOAD_IDLE_MS. */
  limits: UploadLimits;
  /** Where uploads are unpacked, each in a private folder removed after its request; the system's by default. */
  tmpRoot?: string;
  /** The host's shared dependencies the gate checks against; this repository's build by default. */
  hostShared?: HostSharedVersions;
  /** Failed authentications allowed per address and per token id; `DEFAULT_FAILED_ATTEMPTS` by default. */
  failedAttempts?: Partial<FailedAttemptsOptions>;
  /**
   * Called after a deploy or a rollback switched the registry, before the answer: the host server reads its registry
   * again, so that the server that took the deploy serves it as soon as the client hears it is live. Other servers
   * learn of it within REGISTRY_MAX_STALENESS_MS.
   */
  onSwitch?: () => Promise<void>;
  /**
   * The key preview links are signed with (`previewKeyOf` the fleet's secret, decision 0077); the host server gives it.
   * Without it, the API issues no links: `--no-switch` and `mfp preview` are refused as `internal`.
   */
  previewKey?: Buffer;
  /** How audit entries wait out a records outage; `DEFAULT_PENDING_AUDIT_LIMIT` and `_RETRY_MS` unless told. */
  pendingAudit?: { limit?: number; retryMs?: number };
  now?: () => Date;
}
