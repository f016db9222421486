import { itemCount, useCart } from '@mfp/shared/cart';

/** The header's cart count. It reads the shared cart channel, so it updates whichever remote changed the cart. */
export function CartBadge() {
  const count = itemCount(useCart());
  return (
    <span aria-label={`${count} items in cart`} data-testid="cart-count" style={{ marginLeft: 'auto', fontSize: 14 }}>
      In cart: {count}
    </span>
  );
}
