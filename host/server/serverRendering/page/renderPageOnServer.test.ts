import { testRegistryEntry } from '@mfp/testing';
import type { PageData, ShellRenderer, SlotServerRender } from '@mfp/shared/page';
import type { FastifyBaseLogger } from 'fastify';
import { renderPageOnServer, type RenderedPage } from './renderPageOnServer';

const TEMPLATE =
  '<!doctype html><html><head><title>MFP Shop</title><script defer src=/main.js></script></head>' +
  '<body><div id=root></div></body></html>';
const entry = testRegistryEntry('catalog');
const data: PageData = { allowedRemoteOrigins: ['http://localhost:3100'] };

function request() {
  const log = { error: jest.fn() };
  return {
    log,
    page: {
      template: TEMPLATE,
      data,
      hints: [],
      entry,
      url: '/catalog/espresso-cup?x=1',
      hostname: 'shop.example',
      log: log as unknown as FastifyBaseLogger,
    },
  };
}

/** A fake host renderer that records what it was asked and echoes the slot's html. */
const shell: jest.MockedFunction<ShellRenderer> = jest.fn(async ({ slotHtml }) => ({
  head: '<title>Catalog · MFP Shop</title><meta name="description" content="Catalog"/>',
  body: `<div><main>${slotHtml ?? 'loading'}</main></div>`,
  errors: [],
}));
const slotsAnswering = (slot: SlotServerRender) => jest.fn(async () => slot);
/** The page sent whole: every slot here is decided at once, within the head window. */
const whole = (page: RenderedPage | undefined) => (page?.kind === 'whole' ? page : undefined);

beforeEach(() => shell.mockClear());

describe('renderPageOnServer', () => {
  it("puts the slot's loader data right after the root, as a JSON block for the URL without platform parameters", async () => {
    const { page } = request();
    page.url = '/catalog/espresso-cup?x=1&mfp-preview=catalog~2.0.0~1~sig';
    const data = JSON.stringify({ name: '</script><script>alert(1)</script>' });
    const slot = {
      status: 'rendered',
      version: '1.0.0',
      html: '<h1>Cup</h1>',
      head: '',
      notFound: false,
      data,
    } as const;
    const rendered = await renderPageOnServer(page, () => shell, slotsAnswering(slot));
    const after = whole(rendered)?.html.split('<div id="root"><div><main><h1>Cup</h1></main></div></div>')[1] ?? '';
    expect(after).toMatch(/^<script type="application\/json" id="mfp-loader-data">[^<]*<\/script><\/body>/);
    const block = JSON.parse(after.slice(after.indexOf('>') + 1, after.indexOf('</script>'))) as unknown;
    expect(block).toEqual({ remote: 'catalog', url: '/catalog/espresso-cup?x=1', data });
  });

  it("puts the host's head in the template's (its title replacing the template's) and the markup in the root", async () => {
    const { page } = request();
    const rendered = await renderPageOnServer(page, () => shell, slotsAnswering({ status: 'client-only' }));
    expect(whole(rendered)?.notFound).toBe(false);
    expect(whole(rendered)?.html).toContain(
      '<title>Catalog · MFP Shop</title><meta name="description" content="Catalog"/></head>',
    );
    expect(whole(rendered)?.html).not.toContain('<title>MFP Shop</title>');
    expect(whole(rendered)?.html).toContain('<div id="root"><div><main>loading</main></div></div>');
    expect(shell.mock.calls[0]?.[0]).toEqual({
      url: '/catalog/espresso-cup?x=1',
      pageData: data,
      hostname: 'shop.example',
    });
  });

  it("names the rendered release in the page data, gives the renderer the remote's html and puts the remote's head first", async () => {
    const { page } = request();
    const slots = slotsAnswering({
      status: 'rendered',
      version: '1.0.0',
      html: '<h1>Cup</h1>',
      head: '<title>Cup</title>',
      notFound: false,
    });
    const rendered = await renderPageOnServer(page, () => shell, slots);
    expect(slots).toHaveBeenCalledWith(entry, '/catalog/espresso-cup?x=1', { preview: false });
    expect(shell.mock.calls[0]?.[0]).toMatchObject({
      slotHtml: '<h1>Cup</h1>',
      pageData: { serverSlot: { name: 'catalog', version: '1.0.0', status: 'rendered' } },
    });
    expect(whole(rendered)?.html).toContain('<title>Cup</title><title>Catalog · MFP Shop</title>');
    expect(whole(rendered)?.html).toContain('<main><h1>Cup</h1></main>');
  });

  it("links a rendered slot's recorded stylesheets in the head, before its hoisted head and before the markup", async () => {
    const { page } = request();
    const integrity = `sha384-${'A'.repeat(64)}`;
    const styled = { ...page, entry: { ...entry, preload: { chunks: [], styles: [{ path: 'App.css', integrity }] } } };
    const slots = slotsAnswering({
      status: 'rendered',
      version: '1.0.0',
      html: '<h1>Cup</h1>',
      head: '<title>Cup</title>',
      notFound: false,
    });
    const html = whole(await renderPageOnServer(styled, () => shell, slots))?.html ?? '';
    const href = new URL('App.css', entry.entry).href;
    const link = `<link rel="stylesheet" href="${href}" integrity="${integrity}" crossorigin="anonymous"`;
    expect(html).toContain(link);
    expect(html.indexOf(link)).toBeLessThan(html.indexOf('<title>Cup</title>'));
    expect(html.indexOf('<title>Cup</title>')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('</head>')).toBeLessThan(html.indexOf('<h1>Cup</h1>'));
  });

  it.each([
    ['failed', { status: 'failed', version: '1.0.0', digest: '42' }],
    ['client-only', { status: 'client-only' }],
  ] as const)('links no stylesheet for a %s slot: its code styles it when it loads', async (_status, slot) => {
    const { page } = request();
    const integrity = `sha384-${'A'.repeat(64)}`;
    const styled = { ...page, entry: { ...entry, preload: { chunks: [], styles: [{ path: 'App.css', integrity }] } } };
    const html = whole(await renderPageOnServer(styled, () => shell, slotsAnswering(slot)))?.html ?? '';
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('answers 404 when the remote says the URL names nothing', async () => {
    const { page } = request();
    const slots = slotsAnswering({ status: 'rendered', version: '1.0.0', html: '', head: '', notFound: true });
    expect(whole(await renderPageOnServer(page, () => shell, slots))?.notFound).toBe(true);
  });

  it.each([
    [{ status: 'valid', remote: 'catalog', version: '2.0.0' }],
    [{ status: 'refused', reason: 'expired', remote: 'catalog', version: '2.0.0' }],
  ] as const)("tells the slot's render that a page asked with a preview link (%j) is a preview", async (preview) => {
    const { page } = request();
    const slots = slotsAnswering({ status: 'client-only' });
    await renderPageOnServer({ ...page, data: { ...data, preview } }, () => shell, slots);
    expect(slots).toHaveBeenCalledWith(entry, '/catalog/espresso-cup?x=1', { preview: true });
  });

  it("carries a failed slot's digest to the page data for the browser", async () => {
    const { page } = request();
    await renderPageOnServer(page, () => shell, slotsAnswering({ status: 'failed', version: '1.0.0', digest: '42' }));
    expect(shell.mock.calls[0]?.[0].pageData.serverSlot).toEqual({
      name: 'catalog',
      version: '1.0.0',
      status: 'failed',
      digest: '42',
    });
  });

  it('leaves the slot to the browser when the slot renderer rejects, and logs it', async () => {
    const { page, log } = request();
    const rendered = await renderPageOnServer(
      page,
      () => shell,
      jest.fn(() => Promise.reject(new Error('down'))),
    );
    expect(whole(rendered)?.html).toContain('loading');
    expect(shell.mock.calls[0]?.[0].pageData.serverSlot).toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'page-render-failed' }),
      expect.any(String),
    );
  });

  it("is undefined, and logged, when the host's own render fails: the caller sends the page as built", async () => {
    const { page, log } = request();
    const failing = () => () => Promise.reject(new Error('the shell threw'));
    expect(await renderPageOnServer(page, failing, slotsAnswering({ status: 'client-only' }))).toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'page-render-failed' }),
      expect.any(String),
    );
  });
});
