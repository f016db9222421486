import type { Page } from '@playwright/test';
import { renderOutputsOf, type RenderOutputs } from './unshapedOutput';

/** Where `part` is in `text`, which must hold it once, after `from` (-1: nowhere to look); throws otherwise. */
function onlyPlaceOf(text: string, part: string, from: number, what: string): number {
  const at = from === -1 || part === '' ? -1 : text.indexOf(part, from);
  if (at === -1 || text.indexOf(part, at + 1) !== -1)
    throw new Error(`pageBeforeShaping: the host page does not hold ${what} once, where the host puts it`);
  return at;
}

/**
 * The host's page as it went out before the render process shaped a remote's output (issue 40): the page the host
 * serves today, with the slot's shaped head and markup replaced by the unshaped ones, where the host puts them (the
 * slot's head just before the host's own hoisted head, which starts at its `<title>`, the last of the head; the
 * markup inside the slot). Throws when the page does not hold the shaped output where expected, rather than guess.
 */
function pageBeforeShaping(page: string, { unshaped, shaped }: RenderOutputs): string {
  const headEnd = page.indexOf('</head>');
  const hostHead = page.lastIndexOf('<title', headEnd);
  if (hostHead === -1 || page.slice(hostHead - shaped.head.length, hostHead) !== shaped.head)
    throw new Error(
      "pageBeforeShaping: the slot's shaped head is not just before the host's own head (did the slot's render fail?)",
    );
  const slotHead = hostHead - shaped.head.length;
  const slotOpen = page.indexOf('data-mfp-slot', headEnd);
  const markup = onlyPlaceOf(page, shaped.html, slotOpen, "the slot's shaped markup");
  return (
    page.slice(0, slotHead) +
    unshaped.head +
    page.slice(hostHead, markup) +
    unshaped.html +
    page.slice(markup + shaped.html.length)
  );
}

/**
 * Serves `pageUrl` to `page` as the host served it before the render process shaped `remote`'s output: the host's
 * real answer, headers (its CSP) included, with the body `pageBeforeShaping` makes of it. Only the page's document is
 * changed; its scripts, and every page it navigates to, come from the host as they are. Returns the outputs placed.
 */
export async function serveBeforeShaping(
  page: Page,
  baseURL: string | undefined,
  target: { remote: string; route: string; pageUrl: string },
): Promise<RenderOutputs> {
  const outputs = await renderOutputsOf(target.remote, target.route, target.pageUrl);
  await page.route(
    (url) => url.origin === new URL(baseURL ?? '').origin && url.pathname + url.search === target.pageUrl,
    async (route) => {
      const response = await route.fetch();
      // The body is the decoded text, changed: the host's encoding and length no longer describe it.
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ response, headers, body: pageBeforeShaping(await response.text(), outputs) });
    },
  );
  return outputs;
}
