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
  outDir = await mkdtemp(path.join(os.tmpdir(), 'mfp-cart-server-'));
  ServerApp = evaluateServerScript(await buildServerScript(path.resolve(__dirname, '..'), 'cart', outDir));
}, 120_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));
afterEach(() => localStorage.clear());

const CART = { lines: [{ productId: 'espresso-cup', name: 'Espresso cup', unitPriceCents: 1200, quantity: 2 }] };

describe("the cart's server build", () => {
  it('renders the cart page as the browser build renders it: empty, since only the browser knows the cart', () => {
    const server = renderInHostNesting(ServerApp, '/cart', 'cart', '/cart');
    expect(server).toBe(renderInHostNesting(App, '/cart', 'cart', '/cart'));
    expect(server).toContain('Cart');
    expect(server).not.toContain('data-testid="cart-lines"');
  });

  it("hydrates without a mismatch while a cart is in localStorage, then shows the cart's lines", async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(CART));
    const container = document.createElement('div');
    container.innerHTML = renderInHostNesting(ServerApp, '/cart', 'cart', '/cart');
    const errors: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <MemoryRouter initialEntries={['/cart']}>
          <Routes>
            <Route path="/cart/*" element={<App basePath="/cart" remoteName="cart" />} />
          </Routes>
        </MemoryRouter>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid="cart-lines"]')?.textContent).toMatch(/Espresso cup/);
    act(() => root?.unmount());
  });
});
