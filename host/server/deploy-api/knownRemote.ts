import { remoteDescription, type RemoteDescription } from '@mfp/store/control';
import { ApiRefusal } from './answers/ApiRefusal';
import type { DeployApiStore } from './deployApiOptions';

/**
 * A remote the platform knows: registered (`npm run remotes -- add`), or with releases (this repository's remotes).
 * Anything else is `remote-unknown`, whose message says how to register it.
 */
export async function knownRemote(store: DeployApiStore, remote: string): Promise<RemoteDescription> {
  const description = await remoteDescription(store, remote);
  if (description) return description;
  throw new ApiRefusal(
    'remote-unknown',
    `No remote named ${remote} is registered. The platform team registers it first (npm run remotes -- add ` +
      `${remote} --route /<path> --title <Title>), then issues its token.`,
  );
}
