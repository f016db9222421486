import type { ServerRenderRequest, ServerRenderResult } from '@mfp/sandbox';
import type { StandaloneRenderRequest } from '@mfp/shared/page';
import { serverFailureLog } from './serverFailureLog';
import { standalonePageRenderer } from './standalonePageRenderer';
import type { ServerBuild } from './watchServerBuild';

const TEMPLATE =
  '<!doctype html><html><head><title>Catalog (standalone)</title></head><body><div id="root"></div></body></html>';
const BUILT: ServerBuild = {
  status: 'built',
  code: 'globalThis.app = 1;',
  integrity: 'sha384-abc',
  file: 'catalog.1234abcd.js',
  version: 'dev-1234abcd',
};

function setUp(build: ServerBuild, result: ServerRenderResult) {
  const renders: ServerRenderRequest[] = [];
  const shells: StandaloneRenderRequest[] = [];
  const printed: string[] = [];
  const render = standalonePageRenderer({
    remote: { name: 'catalog', title: 'Catalog', route: '/catalog', entry: 'http://localhost:3001/mf-manifest.json' },
    serverBuild: () => Promise.resolve(build),
    sandbox: {
      render: (request) => {
        renders.push(request);
        return Promise.resolve(result);
      },
    },
    limits: { deadlineMs: 1000, memoryMb: 128, outputKb: 4096 },
    reporting: { digestSecret: 'k'.repeat(64), log: serverFailureLog((line) => printed.push(line)) },
    shell: () => (request) => {
      shells.push(request);
      return Promise.resolve({ head: '', body: `<main>${request.slotHtml ?? 'no slot html'}</main>`, errors: [] });
    },
  });
  // The JSON log line of each failure, as production writes it.
  const logged = () => printed.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as unknown);
  return { render, renders, shells, printed, logged };
}

const rendered: ServerRenderResult = {
  status: 'rendered',
  html: '<h1>Catalog</h1>',
  head: '',
  notFound: false,
  renderMs: 3,
};

describe('standalonePageRenderer', () => {
  it("renders the latest build in the sandbox, within the host's limits, and names it in the page data", async () => {
    const { render, renders, shells } = setUp(BUILT, rendered);
    const page = await render({ template: TEMPLATE, url: '/catalog?q=cup', hostname: 'localhost' });
    expect(renders).toEqual([
      expect.objectContaining({
        remote: 'catalog',
        version: 'dev-1234abcd',
        code: BUILT.code,
        codeId: 'sha384-abc',
        url: '/catalog?q=cup',
        deadlineMs: 1000,
        memoryMb: 128,
        outputBytes: 4096 * 1024,
      }),
    ]);
    expect(shells[0]).toMatchObject({
      url: '/catalog?q=cup',
      serverSlot: { status: 'rendered', version: 'dev-1234abcd' },
    });
    expect(page.html).toContain('<div id="root"><main><h1>Catalog</h1></main></div>');
    expect(page.html).toContain('"serverSlot":{"name":"catalog","version":"dev-1234abcd","status":"rendered"}');
    expect(page.notFound).toBe(false);
  });

  it('says 404 when the remote says its URL names nothing', async () => {
    const { render } = setUp(BUILT, { ...rendered, notFound: true });
    expect((await render({ template: TEMPLATE, url: '/catalog/nope', hostname: 'localhost' })).notFound).toBe(true);
  });

  it('reports a failed render with its digest and log line, and the page carries the digest', async () => {
    const failed: ServerRenderResult = {
      status: 'failed',
      kind: 'server-render-failed',
      message: 'Error: boom',
      renderMs: 1,
    };
    const { render, shells, logged, printed } = setUp(BUILT, failed);
    const page = await render({ template: TEMPLATE, url: '/catalog', hostname: 'localhost' });
    const digest = shells[0]?.serverSlot.digest;
    expect(digest).toMatch(/^\d+$/);
    expect(shells[0]?.slotHtml).toBeUndefined();
    expect(logged()).toEqual([
      expect.objectContaining({ source: 'server', kind: 'server-render-failed', digest, message: 'Error: boom' }),
    ]);
    // And in plain text for the developer, the whole message under the summary.
    expect(printed[1]).toMatch(
      new RegExp(
        `^✗ catalog failed to render on the server at /catalog: server-render-failed \\(MFP-\\d+\\), digest ${digest}$`,
      ),
    );
    expect(printed[2]).toBe('  Error: boom');
    expect(page.html).toContain(`"status":"failed","digest":"${digest}"`);
  });

  it('renders nothing in the sandbox while the server build does not compile, and reports why', async () => {
    const { render, renders, logged } = setUp({ status: 'failed', message: 'Module not found: ./Nope' }, rendered);
    await render({ template: TEMPLATE, url: '/catalog', hostname: 'localhost' });
    expect(renders).toEqual([]);
    expect(logged()).toEqual([
      expect.objectContaining({ message: 'the server build did not compile: Module not found: ./Nope' }),
    ]);
  });
});
