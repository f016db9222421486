import os from 'node:os';

/** Who makes a release, for the history: the operating-system user and the machine's host name. */
export interface ReleaseAuthor {
  user: string;
  host: string;
}

/**
 * The user and host running this process. A container may run under a user id without a name, where
 * `os.userInfo()` throws: the environment's USER, then the numeric id, stand in.
 */
export function releaseAuthor(): ReleaseAuthor {
  let user: string;
  try {
    user = os.userInfo().username;
  } catch {
    user = process.env.USER ?? `uid ${process.getuid?.() ?? 'unknown'}`;
  }
  return { user, host: os.hostname() };
}
