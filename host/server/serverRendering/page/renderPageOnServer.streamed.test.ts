import { testRegistryEntry } from '@mfp/testing';
import {
  pageDataFromHtml,
  SLOT_PENDING_PLACEHOLDER,
  type PageData,
  type ShellRenderer,
  type SlotServerRender,
} from '@mfp/shared/page';
import type { FastifyBaseLogger } from 'fastify';
import { LATE_NOT_FOUND } from './pageAfterSlot';
import { renderPageOnServer, type RenderedPage } from './renderPageOnServer';

const TEMPLATE =
  '<!doctype html><html><head><title>MFP Shop</title><script defer src=/main.js></script></head>' +
  '<body><div id=root></div><footer-of-template></footer-of-template></body></html>';
const integrity = `sha384-${'A'.repeat(64)}`;
const entry = { ...testRegistryEntry('catalog'), preload: { chunks: [], styles: [{ path: 'App.css', integrity }] } };
const data: PageData = { allowedRemoteOrigins: ['http://localhost:3100'] };
const log = { error: jest.fn() };
const page = {
  template: TEMPLATE,
  data,
  hints: [],
  entry,
  url: '/catalog/espresso-cup',
  hostname: 'shop.example',
  log: log as unknown as FastifyBaseLogger,
};

/** A fake host renderer: the shell around the slot's mark, or around the slot's section as the page data names it. */
const shell: jest.MockedFunction<ShellRenderer> = jest.fn(async ({ slotHtml, slotPending, pageData }) => {
  const status = pageData.serverSlot?.status ?? 'client-only';
  const slot = slotPending ? SLOT_PENDING_PLACEHOLDER : `<section data-status="${status}">${slotHtml ?? ''}</section>`;
  return {
    head: '<title>Catalog · MFP Shop</title>',
    body: `<header>nav</header>${slot}<footer>f</footer>`,
    errors: [],
  };
});

/** A slot renderer whose answer the test holds, and releases when it says. */
function heldSlot() {
  let release: (slot: SlotServerRender) => void = () => undefined;
  const answer = new Promise<SlotServerRender>((resolve) => (release = resolve));
  return { slots: jest.fn(() => answer), release };
}

/** The page with its slot held past a window of 0 ms: streamed. */
async function streamed(): Promise<{
  page: Extract<RenderedPage, { kind: 'streamed' }>;
  release: (slot: SlotServerRender) => void;
}> {
  const { slots, release } = heldSlot();
  const rendered = await renderPageOnServer(page, () => shell, slots, 0);
  if (rendered?.kind !== 'streamed') throw new Error(`not streamed: ${JSON.stringify(rendered)}`);
  return { page: rendered, release };
}

const rendered = (notFound = false): SlotServerRender => ({
  status: 'rendered',
  version: '1.0.0',
  html: '<h1>Cup</h1>',
  head: '<title>Cup</title><meta name="mfp:status" content="404">',
  notFound,
});

beforeEach(() => {
  shell.mockClear();
  log.error.mockClear();
});

describe('renderPageOnServer with a slot past the head window (decision 0096)', () => {
  it('sends the page whole when the slot is decided within the window, 404 and head included', async () => {
    const slots = jest.fn(async () => rendered(true));
    const page404 = await renderPageOnServer(page, () => shell, slots, 60_000);
    expect(page404).toMatchObject({ kind: 'whole', notFound: true });
    expect(page404?.kind === 'whole' && page404.html).toContain('<title>Cup</title>');
  });

  it("sends the head, with the page data naming no slot and the route's stylesheets, and the shell up to the slot", async () => {
    const { page: sent } = await streamed();
    expect(sent.shell).toMatch(/<title>Catalog · MFP Shop<\/title><\/head><body><div id="root"><header>nav<\/header>$/);
    expect(sent.shell).toContain(`integrity="${integrity}" crossorigin="anonymous"`);
    expect(pageDataFromHtml(sent.shell)).toEqual(data);
    expect(shell.mock.calls[0]?.[0]).toMatchObject({ slotPending: true, pageData: data });
  });

  it('sends the rendered slot, the rest of the shell, the data block naming it and the rest of the page; its late head is dropped', async () => {
    const { page: sent, release } = await streamed();
    release(rendered());
    const rest = await sent.rest;
    expect(rest).toMatch(/^<section data-status="rendered"><h1>Cup<\/h1><\/section><footer>f<\/footer><\/div>/);
    expect(rest).toMatch(/<\/div><script type="application\/json" id="mfp-server-slot">[^<]*<\/script><footer-of/);
    expect(pageDataFromHtml(sent.shell + rest)?.serverSlot).toEqual({
      name: 'catalog',
      version: '1.0.0',
      status: 'rendered',
    });
    expect(sent.shell + rest).not.toContain('<title>Cup</title>');
    expect(rest).not.toContain(LATE_NOT_FOUND);
  });

  it('marks a late "not found" noindex after the root, and the slot shows what the remote rendered', async () => {
    const { page: sent, release } = await streamed();
    release(rendered(true));
    const rest = await sent.rest;
    expect(rest).toContain('<h1>Cup</h1>');
    expect(rest).toContain(`</div><script type="application/json" id="mfp-server-slot">`);
    expect(rest.indexOf(LATE_NOT_FOUND)).toBeGreaterThan(rest.indexOf('</div>'));
  });

  it("names a late failure's digest in the data block, and the slot is the browser's", async () => {
    const { page: sent, release } = await streamed();
    release({ status: 'failed', version: '1.0.0', digest: '42' });
    const rest = await sent.rest;
    expect(rest).toMatch(/^<section data-status="failed"><\/section>/);
    expect(pageDataFromHtml(sent.shell + rest)?.serverSlot).toEqual({
      name: 'catalog',
      version: '1.0.0',
      status: 'failed',
      digest: '42',
    });
  });

  it('names no slot for one left to the browser', async () => {
    const { page: sent, release } = await streamed();
    release({ status: 'client-only' });
    const rest = await sent.rest;
    expect(rest).toMatch(/^<section data-status="client-only"><\/section>/);
    expect(rest).not.toContain('mfp-server-slot');
  });

  it('renders the decided slot from the page data the head named: a deploy in between changes nothing', async () => {
    const { page: sent, release } = await streamed();
    release(rendered());
    await sent.rest;
    expect(shell.mock.calls[1]?.[0]).toMatchObject({
      pageData: { ...data, serverSlot: { name: 'catalog', version: '1.0.0', status: 'rendered' } },
    });
  });

  it("leaves the slot to the browser in the shell as sent when the host's render around the slot fails, and logs it", async () => {
    const { page: sent, release } = await streamed();
    shell.mockRejectedValueOnce(new Error('the shell threw'));
    release(rendered());
    const rest = await sent.rest;
    expect(rest).toBe('<footer>f</footer></div><footer-of-template></footer-of-template></body></html>');
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'page-render-failed' }),
      expect.any(String),
    );
  });
});
