import { UsageError } from '@mfp/settings/command';
import { logEvent } from '@mfp/shared/logs';
import { StoreError } from '@mfp/store';
import { describeServerRender, setServerRender } from '@mfp/store/releases';
import type { RemotesContext } from './remotesContext';
import type { ServerRenderCommand } from './serverRenderArgs';

/**
 * `npm run remotes -- server-render`: sets the remote's server-render settings and writes the registry with them, so
 * every host serves them within REGISTRY_MAX_STALENESS_MS (decision 0065).
 */
export async function runServerRender({ name, serverRender }: ServerRenderCommand, context: RemotesContext) {
  let settings;
  try {
    settings = await setServerRender(
      context.store,
      context.storePublicUrl,
      { name, serverRender },
      { now: context.now(), by: context.by },
    );
  } catch (error) {
    // A name the store does not know is a command line that cannot run (exit 2), as `npm run deploy` treats one.
    if (error instanceof StoreError && error.kind === 'remote-unknown')
      throw new UsageError(error.message, { cause: error });
    throw error;
  }
  const described = describeServerRender(serverRender);
  context.log(
    JSON.stringify({
      at: settings.changedAt,
      ...logEvent('server-render'),
      remote: name,
      serverRender,
      by: context.by,
    }),
  );
  context.print(
    [
      `Server render of ${name}: ${described}. The registry says so now; every host follows within ` +
        'REGISTRY_MAX_STALENESS_MS.',
      serverRender.enabled
        ? "Limits it does not set are the host's (SERVER_RENDER_DEADLINE_MS, SERVER_RENDER_MEMORY_MB, " +
          'SERVER_RENDER_OUTPUT_KB); a host that ' +
          'renders nothing on the server renders it in the browser all the same.'
        : 'Its pages render it in the browser, whatever its releases carry.',
    ].join('\n'),
  );
}
