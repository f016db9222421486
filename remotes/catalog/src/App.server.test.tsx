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

let outDir: string;
let ServerApp: ComponentType<RemoteAppProps>;
beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'mfp-catalog-server-'));
  ServerApp = evaluateServerScript(await buildServerScript(path.resolve(__dirname, '..'), 'catalog', outDir));
}, 120_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));
afterEach(() => localStorage.clear());

const URLS = ['/catalog', '/catalog?q=mug', '/catalog/espresso-cup', '/catalog/no-such-product'];

describe("the catalog's server build", () => {
  it.each(URLS)('renders %s as the browser build renders it', (url) => {
    const server = renderInHostNesting(ServerApp, '/catalog', 'catalog', url);
    expect(server).toBe(renderInHostNesting(App, '/catalog', 'catalog', url));
    expect(server.length).toBeGreaterThan(200);
  });

  it('says "not found" for a product it does not know, so the host answers 404', () => {
    const html = renderInHostNesting(ServerApp, '/catalog', 'catalog', '/catalog/no-such-product');
    expect(html).toContain('<meta name="mfp:status" content="404"/>');
    expect(renderInHostNesting(ServerApp, '/catalog', 'catalog', '/catalog/espresso-cup')).not.toContain('mfp:status');
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
      container.innerHTML = renderInHostNesting(ServerApp, '/catalog', 'catalog', url);
      const errors: unknown[] = [];
      let root: Root | undefined;
      await act(async () => {
        root = hydrateRoot(
          container,
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/catalog/*" element={<App basePath="/catalog" remoteName="catalog" />} />
            </Routes>
          </MemoryRouter>,
          { onRecoverableError: (error) => errors.push(error) },
        );
      });
      expect(errors).toEqual([]);
      expect(container.textContent).toMatch(shown);
      act(() => root?.unmount());
    },
  );
});
