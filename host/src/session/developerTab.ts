/**
 * What makes a tab a developer's rather than a user's: a remote it overrides (`?mf-override=`), or a release it
 * previews (`?mfp-preview=`, decision 0076). The platform counts users: such a tab's mounts and load times are not
 * sent, and its failure reports say what it is so that the server logs them without counting them (decision 0080).
 */
export interface DeveloperTab {
  /** The manifest URL this tab loads `remote` from through an override, if it does. */
  overrideFor(remote: string): string | undefined;
  /** Whether this tab previews a release: every remote of it is then the team's visit. */
  previewing(): boolean;
  /** Whether `remote`'s mounts and load times in this tab are left out of the counts: the one rule for both. */
  uncounted(remote: string): boolean;
}

export interface DeveloperTabSources {
  /** The tab's overrides (`OverrideSession.activeFor`); none unless told. */
  overrideFor?: (remote: string) => string | undefined;
  /** The tab's preview link (`PreviewSession.link`); none unless told. */
  previewLink?: () => string | undefined;
}

/** The tab as its override and preview sessions make it; a user's tab (nothing overridden, no preview) unless told. */
export function developerTab({
  overrideFor = () => undefined,
  previewLink = () => undefined,
}: DeveloperTabSources = {}): DeveloperTab {
  const previewing = () => previewLink() !== undefined;
  return {
    overrideFor,
    previewing,
    uncounted: (remote) => overrideFor(remote) !== undefined || previewing(),
  };
}
