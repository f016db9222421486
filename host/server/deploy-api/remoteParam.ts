import { isRemoteName, REMOTE_NAME_RULE } from '@mfp/shared/registry';
import { ApiRefusal } from './answers/ApiRefusal';

/** A remote name from the path, or `remote-unknown`: a name that is not a remote's cannot be one. */
export function remoteParam(params: unknown): string {
  const remote = (params as { remote?: string }).remote ?? '';
  if (isRemoteName(remote)) return remote;
  throw new ApiRefusal('remote-unknown', `"${remote}" is not a remote's name (${REMOTE_NAME_RULE}). Check --remote.`);
}
