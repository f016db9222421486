/**
 * `@mfp/store/control`: for the deploy API and the commands that manage it: deploy tokens, remotes registered before
 * their first deploy, the audit trail (the records themselves are `ControlRecords`, from `@mfp/store`).
 */
export type {
  AuditAction,
  AuditEntry,
  DeployTokenRecord,
  RemoteBudget,
  RemoteRegistration,
  RemoteSettings,
  TokenScope,
} from './controlRecordSchemas';
export { issueToken, type IssueTokenOptions } from './tokens/issueToken';
export { verifyToken, type TokenCheck } from './tokens/verifyToken';
export {
  registerRemote,
  type RegisterRemoteContext,
  type RegistrationStore,
  type RemoteToRegister,
} from './registerRemote';
export { remoteDescription } from './remoteDescription';
export type { RemoteDescription } from '../records/releaseHistory';
