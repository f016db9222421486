import {
  EMPTY_CART,
  MAX_LINE_QUANTITY,
  addProduct,
  formatCents,
  itemCount,
  removeProduct,
  setQuantity,
  totalCents,
} from './cartLogic';

const mug = { productId: 'mug', name: 'Mug', unitPriceCents: 1250 };
const pen = { productId: 'pen', name: 'Pen', unitPriceCents: 199 };

describe('cart logic', () => {
  it('adds a new product as a line with quantity one', () => {
    expect(addProduct(EMPTY_CART, mug).lines).toEqual([{ ...mug, quantity: 1 }]);
  });

  it('adds to the quantity of an existing line instead of duplicating it', () => {
    const cart = addProduct(addProduct(EMPTY_CART, mug), mug);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]?.quantity).toBe(2);
  });

  it('removes a line when its quantity is set to zero', () => {
    const cart = setQuantity(addProduct(EMPTY_CART, mug), 'mug', 0);
    expect(cart.lines).toEqual([]);
  });

  it('caps a line at the maximum quantity', () => {
    expect(setQuantity(addProduct(EMPTY_CART, mug), 'mug', 1000).lines[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('removes the line when the quantity is not a number', () => {
    expect(setQuantity(addProduct(EMPTY_CART, mug), 'mug', Number.NaN).lines).toEqual([]);
  });

  it('removes only the named product', () => {
    const cart = removeProduct(addProduct(addProduct(EMPTY_CART, mug), pen), 'mug');
    expect(cart.lines.map((line) => line.productId)).toEqual(['pen']);
  });

  it('counts items and totals in cents', () => {
    const cart = setQuantity(addProduct(addProduct(EMPTY_CART, mug), pen), 'pen', 3);
    expect(itemCount(cart)).toBe(4);
    expect(totalCents(cart)).toBe(1250 + 3 * 199);
  });
});

describe('formatCents', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

  it('writes cents as US dollars', () => {
    expect([0, 5, 1250, 123456, 100000000].map(formatCents)).toEqual([
      '$0.00',
      '$0.05',
      '$12.50',
      '$1,234.56',
      '$1,000,000.00',
    ]);
  });

  it('writes what Intl.NumberFormat writes for en-US dollars, negative and fractional cents included', () => {
    const values = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99999, 100000, 123456789, -1, -5, -123456, 12.4, 12.6];
    for (let cents = 0; cents < 250_000; cents += 997) values.push(cents);
    // Intl writes "-$0.00" for a negative amount under half a cent; there is no such price.
    expect(values.map((cents) => [cents, formatCents(cents)])).toEqual(
      values.map((cents) => [cents, intl.format(Math.round(cents) / 100)]),
    );
  });
});
