import { readCart } from '@mfp/shared/cart';
import { answerProductsRequest } from '@mfp/products-api/answers';
import type { ProductListAnswer } from '@mfp/products-api/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { navigating, renderCatalogAt } from './renderCatalogAt';

beforeEach(() => localStorage.clear());

const PRODUCTS = (answerProductsRequest('/products').body as ProductListAnswer).products;

function productLinks() {
  return within(screen.getByTestId('product-list')).getAllByRole('link');
}

const names = () => productLinks().map((link) => link.textContent);

/** Types a search as one change: a search is a navigation, whose data the loader asks the API for. */
const search = (text: string) =>
  navigating(() =>
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: text } }),
  );

describe('catalog list', () => {
  it('lists every product the API answers, with a link to its page', async () => {
    const { source } = await renderCatalogAt('/catalog');
    expect(screen.getByRole('heading', { name: 'Catalog' })).toBeInTheDocument();
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(18);
    expect(within(screen.getByTestId('product-list')).getAllByRole('listitem')).toHaveLength(PRODUCTS.length);
    expect(screen.getByRole('link', { name: 'Espresso cup' })).toHaveAttribute('href', '/catalog/espresso-cup');
    expect(source.requests).toEqual(['http://products.test/products?q=']);
  });

  it('searches through the URL, so the loader asks the API again, and keeps the search box as typed', async () => {
    const { source } = await renderCatalogAt('/catalog');

    await search('ESPRESSO');
    expect(names()).toEqual(['Espresso cup']);
    expect(source.requests.at(-1)).toBe('http://products.test/products?q=ESPRESSO');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('ESPRESSO');

    await search('gooseneck');
    expect(names()).toEqual(['Pour-over kettle']);

    await search('outdoors');
    expect(names()).toHaveLength(PRODUCTS.filter((product) => product.category === 'Outdoors').length);

    await search('');
    expect(names()).toHaveLength(PRODUCTS.length);
  });

  it('keeps the box, focused, while the search loads: the list on screen stays until the new one is there', async () => {
    await renderCatalogAt('/catalog');
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    box.focus();
    await search('mu');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toBe(box);
    expect(box).toHaveFocus();
    expect(screen.queryByText('Loading products…')).not.toBeInTheDocument();
  });

  it('opens with the search of its URL', async () => {
    await renderCatalogAt('/catalog?q=gooseneck');
    expect(productLinks().map((link) => link.textContent)).toEqual(['Pour-over kettle']);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('gooseneck');
  });

  it('says so when nothing matches', async () => {
    await renderCatalogAt('/catalog');
    await search('zeppelin');
    expect(screen.getByText('No products match “zeppelin”')).toBeInTheDocument();
    expect(screen.queryByTestId('product-list')).not.toBeInTheDocument();
  });

  it('adds a product to the shared cart, once per click', async () => {
    const { user } = await renderCatalogAt('/catalog');
    const addMug = screen.getByRole('button', { name: 'Add to cart: Espresso cup' });

    await user.click(addMug);
    expect(readCart().lines).toEqual([
      { productId: 'espresso-cup', name: 'Espresso cup', unitPriceCents: 1250, quantity: 1 },
    ]);

    await user.click(addMug);
    expect(readCart().lines[0]?.quantity).toBe(2);
    expect(screen.getByText('2 in cart')).toBeInTheDocument();
  });

  it('opens the product page from its link, with the product the API answers', async () => {
    const { source } = await renderCatalogAt('/catalog');
    await navigating(() => fireEvent.click(screen.getByRole('link', { name: 'Cast iron skillet' })));
    const detail = screen.getByTestId('product-detail');
    expect(within(detail).getByRole('heading', { level: 1 })).toHaveTextContent('Cast iron skillet');
    expect(source.requests.at(-1)).toBe('http://products.test/products/cast-iron-skillet');
  });

  it('builds its links from the base path the host mounted it at', async () => {
    await renderCatalogAt('/shop', '/shop');
    const link = screen.getByRole('link', { name: 'Desk lamp' });
    expect(link).toHaveAttribute('href', '/shop/desk-lamp');
    await navigating(() => fireEvent.click(link));
    expect(screen.getByTestId('product-detail')).toHaveTextContent('Desk lamp');
  });
});
