import type { ShellMarkup, ShellRenderRequest } from '@mfp/shared/page';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SLOT_HTML_PLACEHOLDER, ServerSlotMarkupProvider } from '../boundary/serverSlot/ServerSlotMarkup';
import { App } from '../shell/App';
import { HostRoot } from '../shell/HostRoot';
import { hoistedHead } from './hoistedHead';
import { readText } from './readText';
import { serverBoot } from './serverBoot';

/**
 * Renders the host's tree on the server at the request's URL (decision 0064), from the page data the page carries, with
 * React's streaming renderer; resolves once everything is ready, so React emits no inline script (the page's CSP allows
 * none): the host's own tree never waits, and the slot's HTML is in hand before the render starts. The remote's HTML
 * takes the placeholder's place inside the slot's Suspense boundary, which the browser hydrates with the same release.
 * Rejects when the host's tree fails outside any boundary: the server then sends the page for the browser to render.
 */
export async function renderShell({ url, pageData, hostname, slotHtml }: ShellRenderRequest): Promise<ShellMarkup> {
  const boot = serverBoot(pageData, hostname);
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(
    <ServerSlotMarkupProvider>
      <HostRoot boot={boot}>
        <StaticRouter location={url}>
          <App registry={boot.registry} />
        </StaticRouter>
      </HostRoot>
    </ServerSlotMarkupProvider>,
    {
      onError: (error) => {
        errors.push(error);
      },
    },
  );
  await stream.allReady;
  const { head, body } = hoistedHead(await readText(stream));
  return { head, body: slotHtml === undefined ? body : body.replace(SLOT_HTML_PLACEHOLDER, () => slotHtml), errors };
}
