/** `@mfp/remote-kit`: the remote contract a remote's code is written against (types, file names, failure kinds). */
export type { RemoteAppProps, RemoteModule } from '@mfp/shared/remote';
export { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
export {
  FAILURE_CATALOGUE,
  FAILURE_CODES,
  FAILURE_KINDS,
  failureCode,
  type FailureCode,
  type FailureKind,
} from '@mfp/shared/failures';
export { KIT_PACKAGE, KIT_STAMP_FILE, REMOTE_CONTRACT_VERSION, type KitStamp } from '@mfp/shared/deploy';
