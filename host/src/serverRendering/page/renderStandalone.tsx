import { StaticRouter } from 'react-router';
import type { ShellMarkup, StandaloneRenderRequest } from '@mfp/shared/page';
import { StandaloneShell } from '../../standalone/StandaloneShell';
import { renderAroundSlot } from './renderAroundSlot';
import { serverBoot } from './serverBoot';

/**
 * Renders a remote's standalone page on the server for `npm run dev:remote -- <name> --ssr` (decision 0069): the
 * standalone shell (the host's slot, boundary and fallback screen) at the request's URL, with the services the host's
 * page renders with on the server, and the remote's server HTML in the slot, as `renderShell` does for a host page.
 */
export async function renderStandalone({
  url,
  entry,
  serverSlot,
  slotHtml,
  hostname,
}: StandaloneRenderRequest): Promise<ShellMarkup> {
  const { services } = serverBoot({ allowedRemoteOrigins: [], serverSlot }, hostname);
  return renderAroundSlot(
    // No App: on the server the slot's HTML comes from the remote's server build, run in the sandbox.
    <StandaloneShell
      App={undefined}
      entry={entry}
      services={services}
      router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>}
    />,
    slotHtml,
  );
}
