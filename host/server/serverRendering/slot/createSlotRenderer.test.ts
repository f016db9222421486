import type { ServerRenderRequest, ServerRenderResult } from '@mfp/sandbox';
import type { RegistryEntry } from '@mfp/shared/registry';
import { computeDigest } from '../../reports/digest';
import { createSlotRenderer, type SlotRendererOptions } from './createSlotRenderer';
import type { ServerEntryLoad } from './loadServerEntry';
import { ServerRenderBreaker } from './serverRenderBreaker';

const SECRET = 'k'.repeat(40);
const INTEGRITY = `sha384-${'A'.repeat(64)}`;
const ENTRY: RegistryEntry = {
  name: 'catalog',
  title: 'Catalog',
  route: '/catalog',
  entry: 'http://localhost:3100/catalog/1.2.0/mf-manifest.json',
  module: './App',
  version: '1.2.0',
  server: { entry: 'server/catalog.0123abcd.js', integrity: INTEGRITY },
};

/** A renderer over a sandbox and a loader that answer as told, and what it logged, counted and asked. */
function renderer({
  load = { status: 'loaded', code: 'globalThis.x = 1', integrity: INTEGRITY },
  result = { status: 'rendered', html: '<ul></ul>', head: '<title>Catalog</title>', notFound: false, renderMs: 2 },
  limits = { deadlineMs: 500, memoryMb: 64, outputKb: 256 },
}: {
  load?: ServerEntryLoad;
  result?: ServerRenderResult;
  limits?: ReturnType<SlotRendererOptions['limitsOf']>;
} = {}) {
  const requests: ServerRenderRequest[] = [];
  const logged: { record: Record<string, unknown>; message: string }[] = [];
  const counted: { kind: string; digest: string; code: string; preview?: true }[] = [];
  const remembered: string[][] = [];
  const droppedHead: unknown[][] = [];
  const render = createSlotRenderer({
    droppedHead: { report: (...given) => void droppedHead.push(given) },
    sandbox: {
      render: (request) => {
        requests.push(request);
        return Promise.resolve(result);
      },
    },
    loadServerEntry: () => Promise.resolve(load),
    limitsOf: () => limits,
    suspension: {
      breaker: new ServerRenderBreaker(),
      log: {
        warn: ((record: Record<string, unknown>, message: string) => {
          logged.push({ record, message });
        }) as NonNullable<SlotRendererOptions['suspension']>['log']['warn'],
      },
    },
    reporting: {
      digestSecret: SECRET,
      log: {
        error: ((record: Record<string, unknown>, message: string) => {
          logged.push({ record, message });
        }) as SlotRendererOptions['reporting']['log']['error'],
      },
      count: (report, digest, code) => {
        counted.push({ kind: report.kind, digest, code, ...(report.preview && { preview: report.preview }) });
      },
      recent: { remember: (...given) => void remembered.push(given) },
    },
  });
  return { render, requests, logged, counted, remembered, droppedHead };
}

describe('createSlotRenderer', () => {
  it('renders the live release in the sandbox with its checked code, route, URL and limits', async () => {
    const { render, requests } = renderer();
    await expect(render(ENTRY, '/catalog/espresso-cup?q=1')).resolves.toEqual({
      status: 'rendered',
      version: '1.2.0',
      html: '<ul></ul>',
      head: '<title>Catalog</title>',
      notFound: false,
    });
    expect(requests).toEqual([
      {
        remote: 'catalog',
        version: '1.2.0',
        code: 'globalThis.x = 1',
        codeId: INTEGRITY,
        route: '/catalog',
        url: '/catalog/espresso-cup?q=1',
        deadlineMs: 500,
        memoryMb: 64,
        // The limit in KB as the settings give it, in bytes as the render process counts them.
        outputBytes: 256 * 1024,
        fetchOrigins: [],
        part: 'page',
      },
    ]);
  });

  it("gives the sandbox the remote's own API origins, and asks for the loader alone for a data request", async () => {
    const { render, requests } = renderer({ result: { status: 'loaded', data: '{"page":1}', renderMs: 2 } });
    const entry = { ...ENTRY, serverRender: { enabled: true, apiOrigins: ['https://api.example.com'] } };
    await expect(render(entry, '/catalog/p-1', { preview: false, part: 'data' })).resolves.toEqual({
      status: 'loaded',
      version: '1.2.0',
      data: '{"page":1}',
    });
    expect(requests).toMatchObject([{ fetchOrigins: ['https://api.example.com'], part: 'data' }]);
  });

  it("hands what the release's head lost to the reporter, and gives the page the rest", async () => {
    const dropped = [{ element: 'meta http-equiv=refresh content', reason: 'http-equiv' }];
    const result = { status: 'rendered', html: '<p>a</p>', head: '', notFound: false, dropped, renderMs: 2 } as const;
    const { render, droppedHead } = renderer({ result });
    await expect(render(ENTRY, '/catalog')).resolves.toEqual({
      status: 'rendered',
      version: '1.2.0',
      html: '<p>a</p>',
      head: '',
      notFound: false,
    });
    expect(droppedHead).toEqual([['catalog', '1.2.0', dropped]]);
  });

  it('leaves to the browser a release without a server build, and a remote whose server rendering is off', async () => {
    const { server: _server, ...browserOnly } = ENTRY;
    const withoutBuild = renderer();
    await expect(withoutBuild.render(browserOnly, '/catalog')).resolves.toEqual({ status: 'client-only' });
    const off = renderer({ limits: 'off' });
    await expect(off.render(ENTRY, '/catalog')).resolves.toEqual({ status: 'client-only' });
    expect([...withoutBuild.requests, ...off.requests]).toEqual([]);
  });

  it.each([
    ['server-render-failed', 'MFP-603'],
    ['server-render-timed-out', 'MFP-604'],
    ['server-memory-exceeded', 'MFP-605'],
    ['sandbox-refusal', 'MFP-606'],
    ['sandbox-unavailable', 'MFP-607'],
    ['sandbox-crashed', 'MFP-608'],
    ['sandbox-busy', 'MFP-609'],
    ['server-output-exceeded', 'MFP-610'],
  ] as const)(
    'reports the sandbox’s %s as it is (%s): one log line, one count, the keyed digest',
    async (kind, code) => {
      const message = `${kind} in ProductList`;
      const { render, logged, counted, remembered } = renderer({
        result: { status: 'failed', kind, message, renderMs: 3 },
      });
      const digest = computeDigest({ remote: 'catalog', kind, message }, SECRET);
      await expect(render(ENTRY, '/catalog')).resolves.toEqual({ status: 'failed', version: '1.2.0', kind, digest });
      expect(logged).toHaveLength(1);
      expect(logged[0]?.record).toMatchObject({
        event: 'platform-failure',
        source: 'server',
        digest,
        remote: 'catalog',
        version: '1.2.0',
        kind,
        code,
        message,
        pageUrl: '/catalog',
        preview: false,
      });
      expect(logged[0]?.message).toBe(`remote "catalog" failed on the server: ${kind} (${code}), digest ${digest}`);
      expect(counted).toEqual([{ kind, digest, code }]);
      // For the browser's report of the same slot failing there too, which then carries this digest (decision 0068).
      expect(remembered).toEqual([['catalog', '1.2.0', digest]]);
    },
  );

  it('says a failure of a page asked with a preview link is a preview’s, so that the count leaves it out', async () => {
    const message = 'server-render-failed in ProductList';
    const { render, logged, counted } = renderer({
      result: { status: 'failed', kind: 'server-render-failed', message, renderMs: 3 },
    });
    const digest = computeDigest({ remote: 'catalog', kind: 'server-render-failed', message }, SECRET);
    const url = '/catalog?mfp-preview=catalog~2.0.0~99999999999999~sig';
    await expect(render(ENTRY, url, { preview: true })).resolves.toEqual({
      status: 'failed',
      version: '1.2.0',
      kind: 'server-render-failed',
      digest,
    });
    expect(logged.map((line) => line.record)).toEqual([
      expect.objectContaining({ preview: true, digest, pageUrl: '/catalog?mfp-preview=redacted' }),
    ]);
    expect(logged[0]?.message).toBe(
      `remote "catalog" failed on the server in a preview: server-render-failed (MFP-603), digest ${digest}`,
    );
    // The platform's counts leave a preview's report out (`uncountedFrom`): the renderer only says what it is.
    expect(counted).toEqual([{ kind: 'server-render-failed', digest, code: 'MFP-603', preview: true }]);
  });

  it('reports a server build it could not fetch or check, and never asks the sandbox to run it', async () => {
    const message = 'server/catalog.0123abcd.js changed after the deploy';
    const { render, requests, logged } = renderer({
      load: { status: 'failed', kind: 'server-integrity-failed', message },
    });
    const result = await render(ENTRY, '/catalog');
    expect(result).toMatchObject({ status: 'failed', version: '1.2.0' });
    expect(requests).toEqual([]);
    expect(logged[0]?.record).toMatchObject({ kind: 'server-integrity-failed', code: 'MFP-602', message });
  });

  it('leaves a page of a release that overran three times in a row to the browser, with one line saying so', async () => {
    const { render, requests, logged } = renderer({
      result: { status: 'failed', kind: 'server-render-timed-out', message: 'cut at 500 ms', renderMs: 500 },
    });
    for (let page = 0; page < 3; page += 1) expect((await render(ENTRY, '/catalog')).status).toBe('failed');
    await expect(render(ENTRY, '/catalog?page=2')).resolves.toEqual({ status: 'client-only' });
    expect((await render(ENTRY, '/catalog/espresso-cup')).status).toBe('failed');
    expect(requests).toHaveLength(4);
    const suspended = logged.filter((line) => line.record['event'] === 'server-render-suspended');
    expect(suspended.map((line) => line.record)).toEqual([
      expect.objectContaining({ remote: 'catalog', version: '1.2.0', scope: 'page', overruns: 3, forMs: 10_000 }),
    ]);
  });

  it('leaves a release whose every page overruns to the browser, however the path and query change', async () => {
    const { render, requests, logged } = renderer({
      result: { status: 'failed', kind: 'server-render-timed-out', message: 'cut at 500 ms', renderMs: 500 },
    });
    for (let page = 0; page < 10; page += 1)
      expect((await render(ENTRY, `/catalog/p${page}?q=${page}`)).status).toBe('failed');
    await expect(render(ENTRY, '/catalog/never-asked?q=new')).resolves.toEqual({ status: 'client-only' });
    expect(requests).toHaveLength(10);
    const suspended = logged.filter((line) => line.record['event'] === 'server-render-suspended');
    expect(suspended.map((line) => line.record)).toEqual([
      expect.objectContaining({ remote: 'catalog', scope: 'release', overruns: 10, forMs: 10_000 }),
    ]);
  });

  it("hands the remote the path and query without the platform's parameters, a preview link above all", async () => {
    const { render, requests } = renderer();
    await render(ENTRY, '/catalog/espresso-cup?mfp-preview=v1.c2lnbmVk&q=1&mf-override=catalog%3Dx');
    expect(requests.map((request) => request.url)).toEqual(['/catalog/espresso-cup?q=1']);
  });
});
