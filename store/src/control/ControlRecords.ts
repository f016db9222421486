import type { AuditEntry, DeployTokenRecord, RemoteRegistration, RemoteSettings } from './controlRecordSchemas';

/**
 * The deploy API's records, kept where the releases are (a folder or the database that STORE_RECORDS_URL names):
 * tokens, registrations, the platform team's settings of each remote and the audit trail. Any implementation must pass `describeControlRecordsContract`
 * (`@mfp/store/contract`). Failures the user can fix reject with a `StoreError`.
 *
 * Not covered: token secrets and their checking (`issueToken`, `verifyToken`), and the rules a registration must keep
 * (unique name and route across registrations and releases), which callers check under the records' `withLock`.
 */
export interface ControlRecords {
  /** Stores a new token's record; an id already stored rejects with `token-exists`. */
  addToken(token: DeployTokenRecord): Promise<void>;
  /** Every token ever issued, revoked and expired ones too, oldest first. */
  listTokens(): Promise<DeployTokenRecord[]>;
  findToken(id: string): Promise<DeployTokenRecord | undefined>;
  /** Marks a token revoked at `at`; a token revoked before keeps its first time. */
  revokeToken(id: string, at: Date): Promise<'revoked' | 'already-revoked' | 'unknown'>;
  /** Stores a registration; a name already registered rejects with `remote-exists`. */
  addRegistration(registration: RemoteRegistration): Promise<void>;
  listRegistrations(): Promise<RemoteRegistration[]>;
  /** Stores a remote's settings in place of the ones stored for it, if any. */
  setRemoteSettings(settings: RemoteSettings): Promise<void>;
  /** Every remote's settings, by name. */
  listRemoteSettings(): Promise<RemoteSettings[]>;
  /** Appends one entry; entries are never changed or removed by the platform. */
  appendAudit(entry: AuditEntry): Promise<void>;
  /** Newest first, at most `limit` (default 100), of one remote when told. */
  readAudit(options?: { remote?: string; limit?: number }): Promise<AuditEntry[]>;
}
