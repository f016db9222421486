export interface CartLine {
  productId: string;
  name: string;
  /** Price of one unit in cents, so totals never suffer from floating-point rounding. */
  unitPriceCents: number;
  quantity: number;
}

export interface CartState {
  lines: CartLine[];
}

export type CartProduct = Omit<CartLine, 'quantity'>;
