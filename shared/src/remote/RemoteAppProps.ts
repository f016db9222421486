/**
 * The props every remote's `./App` default export receives, whether it is mounted by the host or by its own
 * standalone shell. Additions must be optional so that remotes built against an older contract keep working.
 */
export interface RemoteAppProps {
  /** Absolute path the remote is mounted at, without a trailing slash, e.g. `/catalog`. */
  basePath: string;
  /** Name of the remote as it appears in the registry. */
  remoteName: string;
}
