/** What a failed deploy or rollback left as it was, for the last line of its error. */
export function liveSummary(remote: string, live: string | undefined): string {
  return live === undefined
    ? `Nothing was switched: the registry is as it was, and ${remote} has no live release yet.`
    : `Nothing was switched: the registry is as it was, and ${remote} ${live} is still live.`;
}
