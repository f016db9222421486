import { useCart } from '@mfp/shared/cart';
import { CartLineItem } from './CartLineItem';
import { CartTotal } from './CartTotal';
import { EmptyCart } from './EmptyCart';
import { styles } from './styles';

export function CartPage() {
  // useCart follows the shared channel, so items added by the catalog (or in another tab) show up without a reload.
  const cart = useCart();

  return (
    <section style={styles.page}>
      <h1 style={styles.heading}>Cart</h1>
      {cart.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <>
          <ul data-testid="cart-lines" style={styles.lines}>
            {cart.lines.map((line) => (
              <CartLineItem key={line.productId} line={line} />
            ))}
          </ul>
          <CartTotal cart={cart} />
        </>
      )}
    </section>
  );
}
