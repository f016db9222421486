import type { HostSharedVersions } from '@mfp/shared/compatibility';
import type { Provenance } from '@mfp/shared/deploy';
import type { ReleaseAuthor, ReleasesStore } from '@mfp/store/releases';

/** What a deploy or a rollback works with, whoever calls it: `npm run deploy` or the deploy API. */
export interface DeployEnvironment {
  store: ReleasesStore;
  /** STORE_PUBLIC_URL, the prefix of the registry's URLs. */
  storePublicUrl: string;
  /** The host's shared dependencies, which the gate checks a remote's against. */
  hostShared: HostSharedVersions;
  /** Progress, one line at a time. */
  print: (line: string) => void;
  now(): Date;
  /** Failures of the caller's own steps (a build) whose message is the whole story, printed without a stack. */
  isExpectedError?: (error: unknown) => boolean;
}

/**
 * Who makes a release: the user and machine (`npm run deploy`: the operating system's; the API: the token id and the
 * server), and where it came from (the API's token, commit, CI run, client address).
 */
export interface ReleaseMaker {
  author: ReleaseAuthor;
  provenance?: Provenance;
}

/** The fields a recorded release gets from its maker; undefined ones are left out. */
export function makerFields({ author, provenance = {} }: ReleaseMaker): ReleaseAuthor & Provenance {
  const given = Object.entries(provenance).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return { ...(Object.fromEntries(given) as Provenance), user: author.user, host: author.host };
}
