import { UsageError } from '@mfp/settings/command';
import { logEvent } from '@mfp/shared/logs';
import { StoreError } from '@mfp/store';
import { setApiOrigins } from '@mfp/store/releases';
import type { ApiOriginsCommand } from './apiOriginsArgs';
import type { RemotesContext } from './remotesContext';

/**
 * `npm run remotes -- api-origins`: sets the origins the remote's loader may fetch (decision 0093), replacing the list
 * before, and writes the registry with them, so every host's sandbox follows within REGISTRY_MAX_STALENESS_MS.
 */
export async function runApiOrigins({ name, apiOrigins }: ApiOriginsCommand, context: RemotesContext) {
  let settings;
  try {
    settings = await setApiOrigins(
      context.store,
      context.storePublicUrl,
      { name, apiOrigins },
      { now: context.now(), by: context.by },
    );
  } catch (error) {
    // A name the store does not know is a command line that cannot run (exit 2), as `server-render` treats one.
    if (error instanceof StoreError && error.kind === 'remote-unknown')
      throw new UsageError(error.message, { cause: error });
    throw error;
  }
  context.log(
    JSON.stringify({ at: settings.changedAt, ...logEvent('api-origins'), remote: name, apiOrigins, by: context.by }),
  );
  context.print(
    [
      `API origins of ${name}: ${apiOrigins.length > 0 ? apiOrigins.join(', ') : 'none'}. The registry says so now; ` +
        'every host follows within REGISTRY_MAX_STALENESS_MS.',
      apiOrigins.length > 0
        ? `Its loader's fetch reaches them, on the server and for client navigations; no other remote's does. ` +
          'The list replaces the one before: give every origin each time.'
        : `Its loader's fetch reaches no API of its own; give its origins again to allow them.`,
      // Kept either way, but a loader runs only where its remote renders on the server: say so while it cannot.
      ...(settings.serverRender?.enabled === false
        ? [`Server render of ${name} is off, so its loader does not run: npm run remotes -- server-render ${name} on`]
        : []),
    ].join('\n'),
  );
}
