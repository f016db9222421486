import { formatCents, itemCount, totalCents, type CartState } from '@mfp/shared/cart';
import { styles } from './styles';

export function CartTotal({ cart }: { cart: CartState }) {
  const count = itemCount(cart);
  return (
    <p style={styles.total}>
      <span style={{ ...styles.muted, fontWeight: 400, marginRight: 12 }}>
        {count} {count === 1 ? 'item' : 'items'}
      </span>
      <span data-testid="cart-total">Total: {formatCents(totalCents(cart))}</span>
    </p>
  );
}
