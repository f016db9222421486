import {
  EMPTY_CART,
  MAX_LINE_QUANTITY,
  addProduct,
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
