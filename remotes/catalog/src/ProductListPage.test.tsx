import { readCart } from '@mfp/shared/cart';
import { screen, within } from '@testing-library/react';
import { PRODUCTS } from './products';
import { renderCatalogAt } from './renderCatalogAt';

beforeEach(() => localStorage.clear());

function productLinks() {
  return within(screen.getByTestId('product-list')).getAllByRole('link');
}

describe('catalog list', () => {
  it('lists every product with a link to its page', () => {
    renderCatalogAt('/catalog');
    expect(screen.getByRole('heading', { name: 'Catalog' })).toBeInTheDocument();
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(18);
    expect(within(screen.getByTestId('product-list')).getAllByRole('listitem')).toHaveLength(PRODUCTS.length);
    expect(screen.getByRole('link', { name: 'Espresso cup' })).toHaveAttribute('href', '/catalog/espresso-cup');
  });

  it('has url-safe, unique product ids', () => {
    const ids = PRODUCTS.map((product) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('filters by name, description and category, ignoring case', async () => {
    const { user } = renderCatalogAt('/catalog');
    const search = screen.getByRole('searchbox', { name: 'Search products' });

    await user.type(search, 'ESPRESSO');
    expect(productLinks().map((link) => link.textContent)).toEqual(['Espresso cup']);

    await user.clear(search);
    await user.type(search, 'gooseneck');
    expect(productLinks().map((link) => link.textContent)).toEqual(['Pour-over kettle']);

    await user.clear(search);
    await user.type(search, 'outdoors');
    const outdoors = PRODUCTS.filter((product) => product.category === 'Outdoors');
    expect(productLinks()).toHaveLength(outdoors.length);

    await user.clear(search);
    expect(productLinks()).toHaveLength(PRODUCTS.length);
  });

  it('says so when nothing matches', async () => {
    const { user } = renderCatalogAt('/catalog');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'zeppelin');
    expect(screen.getByText('No products match “zeppelin”')).toBeInTheDocument();
    expect(screen.queryByTestId('product-list')).not.toBeInTheDocument();
  });

  it('adds a product to the shared cart, once per click', async () => {
    const { user } = renderCatalogAt('/catalog');
    const addMug = screen.getByRole('button', { name: 'Add to cart: Espresso cup' });

    await user.click(addMug);
    expect(readCart().lines).toEqual([
      { productId: 'espresso-cup', name: 'Espresso cup', unitPriceCents: 1250, quantity: 1 },
    ]);

    await user.click(addMug);
    expect(readCart().lines[0]?.quantity).toBe(2);
    expect(screen.getByText('2 in cart')).toBeInTheDocument();
  });

  it('opens the product page from its link', async () => {
    const { user } = renderCatalogAt('/catalog');
    await user.click(screen.getByRole('link', { name: 'Cast iron skillet' }));
    expect(within(screen.getByTestId('product-detail')).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Cast iron skillet',
    );
  });

  it('builds its links from the base path the host mounted it at', async () => {
    const { user } = renderCatalogAt('/shop', '/shop');
    const link = screen.getByRole('link', { name: 'Desk lamp' });
    expect(link).toHaveAttribute('href', '/shop/desk-lamp');
    await user.click(link);
    expect(screen.getByTestId('product-detail')).toHaveTextContent('Desk lamp');
  });
});
