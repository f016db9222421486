import type { ShellMarkup, ShellRenderRequest } from '@mfp/shared/page';
import { StaticRouter } from 'react-router';
import { App } from '../../shell/App';
import { HostRoot } from '../../shell/HostRoot';
import { renderAroundSlot } from './renderAroundSlot';
import { serverBoot } from './serverBoot';

/**
 * Renders the host's tree on the server at the request's URL (decision 0064), from the page data the page carries
 * (`renderAroundSlot`: everything ready, no inline script, the remote's HTML in the slot, or the mark of a slot not
 * yet decided). Rejects when the host's tree fails outside any boundary: the server then sends the page for the
 * browser to render.
 */
export async function renderShell({
  url,
  pageData,
  hostname,
  slotHtml,
  slotPending,
}: ShellRenderRequest): Promise<ShellMarkup> {
  const boot = serverBoot(pageData, hostname);
  return renderAroundSlot(
    <HostRoot boot={boot}>
      <StaticRouter location={url}>
        <App registry={boot.registry} {...(pageData.preview ? { preview: pageData.preview } : {})} />
      </StaticRouter>
    </HostRoot>,
    slotHtml,
    slotPending,
  );
}
