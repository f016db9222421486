import { pageSlot } from '../ssrHost/pageSlot';

/** Time a switch has to reach the host server's pages: its registry's staleness (1 s by default), and then some. */
const SWITCH_SEEN_WITHIN_MS = 10_000;

const renderedWith = (slot: Awaited<ReturnType<typeof pageSlot>>['slot'], version: string) =>
  slot?.status === 'rendered' && slot.version === version;

/**
 * Pages of a remote's routes from the host, so that the release `version` is loaded and rendered on the server: the
 * first path until a page shows that release rendered (the registry reaches the host within its staleness), then every
 * path once, each of which must show it rendered. Throws, saying which page, when one does not.
 */
export async function serveReleasePages(hostUrl: string, paths: readonly string[], version: string): Promise<void> {
  const [first] = paths;
  if (first === undefined) throw new Error('no page paths to serve');
  const until = Date.now() + SWITCH_SEEN_WITHIN_MS;
  for (;;) {
    const page = await pageSlot(`${hostUrl}${first}`);
    if (renderedWith(page.slot, version)) break;
    if (Date.now() > until)
      throw new Error(
        `${first} did not show ${version} rendered on the server within ${SWITCH_SEEN_WITHIN_MS} ms (last: ` +
          `${page.status}, ${JSON.stringify(page.slot)}); see bench/dist/server.log`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (const pagePath of paths) {
    const page = await pageSlot(`${hostUrl}${pagePath}`);
    if (!renderedWith(page.slot, version))
      throw new Error(
        `${pagePath} was not rendered on the server with ${version} (${page.status}, ${JSON.stringify(page.slot)}); ` +
          'see bench/dist/server.log',
      );
  }
}
