import { CART_STORAGE_KEY, addProduct, updateCart } from '@mfp/shared/cart';
import type { RegistryEntry } from '@mfp/shared/registry';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { INTENT_DELAY_MS } from '../prefetch/useLinkIntent';
import { Header } from './Header';

const remotes: RegistryEntry[] = [
  {
    name: 'catalog',
    title: 'Catalog',
    route: '/catalog',
    entry: 'http://localhost:3100/c/mf-manifest.json',
    module: './App',
  },
  {
    name: 'cart',
    title: 'Your cart',
    route: '/cart',
    entry: 'http://localhost:3100/k/mf-manifest.json',
    module: './App',
  },
];

const mug = { productId: 'mug', name: 'Mug', unitPriceCents: 1250 };
const pen = { productId: 'pen', name: 'Pen', unitPriceCents: 199 };

function renderHeader(entries: readonly RegistryEntry[], path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Header remotes={entries} />
    </MemoryRouter>,
  );
}

beforeEach(() => localStorage.clear());

describe('Header', () => {
  it('builds the navigation from the registry: one link per remote, with its title and route', () => {
    renderHeader(remotes);
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Catalog', '/catalog'],
      ['Your cart', '/cart'],
    ]);
  });

  it('has no remote links while the registry is empty, but keeps the home link', () => {
    renderHeader([]);
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryAllByRole('link')).toEqual([]);
    expect(screen.getByRole('link', { name: 'MFP Shop' })).toHaveAttribute('href', '/');
  });

  it('marks the link of the current route (and its nested routes) as active', () => {
    renderHeader(remotes, '/catalog/espresso-cup');
    expect(screen.getByRole('link', { name: 'Catalog' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Your cart' })).not.toHaveAttribute('aria-current');
  });

  it('shows 0 items for an empty cart', () => {
    renderHeader(remotes);
    expect(screen.getByTestId('cart-count')).toHaveAccessibleName('0 items in cart');
    expect(screen.getByTestId('cart-count').textContent).toMatch(/(^|\D)0$/);
  });

  it('reads the item count of the cart stored in localStorage', () => {
    updateCart((cart) => addProduct(addProduct(cart, mug, 2), pen));
    expect(localStorage.getItem(CART_STORAGE_KEY)).not.toBeNull();

    renderHeader(remotes);
    expect(screen.getByTestId('cart-count')).toHaveAccessibleName('3 items in cart');
    expect(screen.getByTestId('cart-count').textContent).toMatch(/(^|\D)3$/);
  });

  it('updates the count when a remote changes the cart', () => {
    renderHeader(remotes);
    act(() => updateCart((cart) => addProduct(cart, mug, 4)));
    expect(screen.getByTestId('cart-count')).toHaveAccessibleName('4 items in cart');
    expect(screen.getByTestId('cart-count').textContent).toMatch(/(^|\D)4$/);
  });

  it('asks to prefetch a remote when its link is hovered, with that remote’s entry', () => {
    jest.useFakeTimers();
    try {
      const prefetch = jest.fn();
      render(
        <MemoryRouter>
          <Header remotes={remotes} prefetch={prefetch} />
        </MemoryRouter>,
      );
      fireEvent.pointerEnter(screen.getByRole('link', { name: 'Your cart' }));
      act(() => jest.advanceTimersByTime(INTENT_DELAY_MS));
      expect(prefetch.mock.calls).toEqual([[remotes[1]]]);
    } finally {
      jest.useRealTimers();
    }
  });
});
