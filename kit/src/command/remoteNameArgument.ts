import { remoteNameSchema } from '@mfp/shared/registry';
import { usageError } from './parseCommandLine';

/**
 * A remote's name as a command line gives it, checked before it names a folder, a federation container or a URL path:
 * lowercase letters, digits, underscores. `usage` is the command's usage line, for the error.
 */
export function checkRemoteName(name: string, usage: string): string {
  if (remoteNameSchema.safeParse(name).success) return name;
  throw usageError(
    `"${name}" is not a remote name: it must be lowercase letters, digits or underscores, starting with a letter, ` +
      `with no path (e.g. "catalog")`,
    usage,
  );
}
