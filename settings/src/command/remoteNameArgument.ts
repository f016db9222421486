import { isRemoteName, REMOTE_NAME_RULE } from '@mfp/shared/registry';
import { usageError } from './parseCommandLine';

/**
 * A remote's name as a command line gives it, checked before it names a folder, a federation container or a URL path:
 * `REMOTE_NAME_RULE`, with no path. `usage` is the command's usage line, for the error.
 */
export function checkRemoteName(name: string, usage: string): string {
  if (isRemoteName(name)) return name;
  throw usageError(`"${name}" is not a remote name: it must be ${REMOTE_NAME_RULE}, with no path`, usage);
}
