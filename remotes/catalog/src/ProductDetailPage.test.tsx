import { readCart } from '@mfp/shared/cart';
import { fireEvent, screen, within } from '@testing-library/react';
import { navigating, renderCatalogAt } from './renderCatalogAt';

beforeEach(() => localStorage.clear());

describe('product page', () => {
  it('renders the product from a deep link', async () => {
    await renderCatalogAt('/catalog/espresso-cup');
    const detail = screen.getByTestId('product-detail');
    expect(within(detail).getByRole('heading', { level: 1, name: 'Espresso cup' })).toBeInTheDocument();
    expect(detail).toHaveTextContent('Thick-walled porcelain cup');
    expect(detail).toHaveTextContent('$12.50');
    expect(screen.queryByTestId('product-list')).not.toBeInTheDocument();
  });

  it('adds the product to the shared cart', async () => {
    const { user } = await renderCatalogAt('/catalog/trail-backpack');
    await user.click(screen.getByRole('button', { name: 'Add to cart: Trail backpack' }));
    expect(readCart().lines).toEqual([
      { productId: 'trail-backpack', name: 'Trail backpack', unitPriceCents: 9500, quantity: 1 },
    ]);
  });

  it('links back to the catalog', async () => {
    await renderCatalogAt('/catalog/espresso-cup');
    const back = screen.getByRole('link', { name: 'Back to catalog' });
    expect(back).toHaveAttribute('href', '/catalog');
    await navigating(() => fireEvent.click(back));
    expect(screen.getByTestId('product-list')).toBeInTheDocument();
  });

  it('shows "Product not found", with its 404 meta and a way back, for an id the API does not know', async () => {
    await renderCatalogAt('/catalog/no-such-thing');
    expect(screen.getByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(document.querySelector('meta[name="mfp:status"]')).toHaveAttribute('content', '404');
    expect(screen.queryByTestId('product-detail')).not.toBeInTheDocument();
    await navigating(() => fireEvent.click(screen.getByRole('link', { name: 'Back to catalog' })));
    expect(screen.getByRole('heading', { name: 'Catalog' })).toBeInTheDocument();
  });

  it('sends paths deeper than a product back to the list, asking the API nothing for them', async () => {
    const { source } = await renderCatalogAt('/catalog/espresso-cup/reviews');
    expect(screen.getByTestId('product-list')).toBeInTheDocument();
    expect(source.requests).toEqual(['http://products.test/products?q=']);
  });
});
