import { CART_STORAGE_KEY, MAX_LINE_QUANTITY, addProduct, readCart, updateCart, writeCart } from '@mfp/shared/cart';
import { act, screen, within } from '@testing-library/react';
import { renderCartAt } from './renderCartAt';

const cup = { productId: 'espresso-cup', name: 'Espresso cup', unitPriceCents: 1250 };
const lamp = { productId: 'desk-lamp', name: 'Desk lamp', unitPriceCents: 5400 };

beforeEach(() => localStorage.clear());

/** Two cups and one lamp: $25.00 + $54.00. */
function seedCart() {
  writeCart({
    lines: [
      { ...cup, quantity: 2 },
      { ...lamp, quantity: 1 },
    ],
  });
}

const quantityOf = (productId: string) => readCart().lines.find((line) => line.productId === productId)?.quantity;
const total = () => screen.getByTestId('cart-total');

describe('cart page', () => {
  it('shows each line with unit price, quantity and line total, and the cart total', () => {
    seedCart();
    renderCartAt();
    expect(screen.getByRole('heading', { name: 'Cart' })).toBeInTheDocument();
    const lines = within(screen.getByTestId('cart-lines')).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Espresso cup');
    expect(lines[0]).toHaveTextContent('$12.50 each');
    expect(lines[0]).toHaveTextContent('$25.00');
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Espresso cup' })).toHaveValue(2);
    expect(total()).toHaveTextContent('Total: $79.00');
  });

  it('increases and decreases a quantity', async () => {
    seedCart();
    const { user } = renderCartAt();

    await user.click(screen.getByRole('button', { name: 'Increase Espresso cup' }));
    expect(quantityOf('espresso-cup')).toBe(3);
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Espresso cup' })).toHaveValue(3);
    expect(total()).toHaveTextContent('Total: $91.50');

    await user.click(screen.getByRole('button', { name: 'Decrease Espresso cup' }));
    await user.click(screen.getByRole('button', { name: 'Decrease Espresso cup' }));
    expect(quantityOf('espresso-cup')).toBe(1);
    expect(total()).toHaveTextContent('Total: $66.50');
  });

  it('keeps a line at one and at the maximum instead of removing or overflowing it', () => {
    writeCart({
      lines: [
        { ...cup, quantity: 1 },
        { ...lamp, quantity: MAX_LINE_QUANTITY },
      ],
    });
    renderCartAt();
    expect(screen.getByRole('button', { name: 'Decrease Espresso cup' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase Desk lamp' })).toBeDisabled();
  });

  it('sets a quantity typed into the field', async () => {
    seedCart();
    const { user } = renderCartAt();
    const field = screen.getByRole('spinbutton', { name: 'Quantity of Desk lamp' });

    await user.clear(field);
    await user.type(field, '12');
    expect(quantityOf('desk-lamp')).toBe(12);
    expect(total()).toHaveTextContent('Total: $673.00');
  });

  it('ignores input that is not a quantity and restores the field on blur', async () => {
    seedCart();
    const { user } = renderCartAt();
    const field = screen.getByRole('spinbutton', { name: 'Quantity of Espresso cup' });

    await user.clear(field);
    expect(quantityOf('espresso-cup')).toBe(2);
    await user.type(field, 'abc');
    await user.type(field, '0');
    expect(quantityOf('espresso-cup')).toBe(2);
    expect(screen.getByTestId('cart-lines')).toHaveTextContent('Espresso cup');

    await user.tab();
    expect(field).toHaveValue(2);
  });

  it('removes a line', async () => {
    seedCart();
    const { user } = renderCartAt();
    await user.click(screen.getByRole('button', { name: 'Remove Espresso cup' }));
    expect(readCart().lines.map((line) => line.productId)).toEqual(['desk-lamp']);
    expect(screen.queryByText('Espresso cup')).not.toBeInTheDocument();
    expect(total()).toHaveTextContent('Total: $54.00');
  });

  it('shows the empty state with a link to the catalog once the last line is removed', async () => {
    writeCart({ lines: [{ ...lamp, quantity: 1 }] });
    const { user } = renderCartAt();
    await user.click(screen.getByRole('button', { name: 'Remove Desk lamp' }));
    expect(screen.getByText(/Your cart is empty\./)).toBeInTheDocument();
    expect(screen.queryByTestId('cart-lines')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cart-total')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Browse the catalog' }));
    expect(screen.getByRole('heading', { name: 'Catalog page' })).toBeInTheDocument();
  });

  it('shows the empty state for an empty or unreadable stored cart', () => {
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    renderCartAt();
    expect(screen.getByText(/Your cart is empty\./)).toBeInTheDocument();
  });

  it('follows changes other bundles make through the cart channel', () => {
    renderCartAt();
    act(() => updateCart((cart) => addProduct(cart, cup)));
    expect(within(screen.getByTestId('cart-lines')).getByText('Espresso cup')).toBeInTheDocument();
    expect(total()).toHaveTextContent('Total: $12.50');
  });
});
