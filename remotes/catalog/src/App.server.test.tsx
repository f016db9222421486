import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { CART_STORAGE_KEY } from '@mfp/shared/cart';
import type { RemoteAppProps } from '@mfp/shared/remote';
import { buildServerScript, evaluateServerScript, renderInHostNesting } from '@mfp/testing/serverRender';
import App from './App';
import { catalogDataSource, WithLoaderData, type CatalogDataSource } from './testing/catalogDataSource';

let outDir: string;
let ServerApp: ComponentType<RemoteAppProps>;
beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'mfp-catalog-server-'));
  ServerApp = evaluateServerScript(await buildServerScript(path.resolve(__dirname, '..'), 'catalog', outDir));
}, 120_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));
afterEach(() => localStorage.clear());

const URLS = ['/catalog', '/catalog?q=mug', '/catalog/espresso-cup', '/catalog/no-such-product'];

/** The data the host loads before the server render, for every URL here: the render itself never waits. */
let source: CatalogDataSource;
beforeAll(async () => {
  source = catalogDataSource();
  for (const url of [...URLS, '/catalog?q=espresso']) await source.preload(url);
});

/** `Remote` with the loaded data provided around it, as the host's slot provides it. */
const withData = (Remote: ComponentType<RemoteAppProps>) =>
  function WithData(props: RemoteAppProps) {
    return (
      <WithLoaderData source={source}>
        <Remote {...props} />
      </WithLoaderData>
    );
  };
const render = (Remote: ComponentType<RemoteAppProps>, url: string) =>
  renderInHostNesting(withData(Remote), '/catalog', 'catalog', url);

describe("the catalog's server build", () => {
  it.each(URLS)('renders %s as the browser build renders it', (url) => {
    const server = render(ServerApp, url);
    expect(server).toBe(render(App, url));
    expect(server.length).toBeGreaterThan(200);
  });

  it('says "not found" for a product it does not know, so the host answers 404', () => {
    const html = render(ServerApp, '/catalog/no-such-product');
    expect(html).toContain('<meta name="mfp:status" content="404"/>');
    expect(render(ServerApp, '/catalog/espresso-cup')).not.toContain('mfp:status');
  });

  it("renders the API's answer for the URL's search", () => {
    const html = render(ServerApp, '/catalog?q=espresso');
    expect(html).toContain('Espresso cup');
    expect(html).not.toContain('Pour-over kettle');
  });

  it.each([
    ['/catalog/espresso-cup', /3 in cart/],
    ['/catalog/no-such-product', /Product not found/],
  ])(
    'hydrates %s without a mismatch while a cart is in localStorage, then shows what the browser knows',
    async (url, shown) => {
      localStorage.setItem(
        CART_STORAGE_KEY,
        JSON.stringify({
          lines: [{ productId: 'espresso-cup', name: 'Espresso cup', unitPriceCents: 1200, quantity: 3 }],
        }),
      );
      const container = document.createElement('div');
      container.innerHTML = render(ServerApp, url);
      const errors: unknown[] = [];
      let root: Root | undefined;
      await act(async () => {
        root = hydrateRoot(
          container,
          <WithLoaderData source={source}>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route path="/catalog/*" element={<App basePath="/catalog" remoteName="catalog" />} />
              </Routes>
            </MemoryRouter>
          </WithLoaderData>,
          { onRecoverableError: (error) => errors.push(error) },
        );
      });
      expect(errors).toEqual([]);
      expect(container.textContent).toMatch(shown);
      act(() => root?.unmount());
    },
  );
});
