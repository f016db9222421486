import { formatCents, removeProduct, updateCart, type CartLine } from '@mfp/shared/cart';
import { QuantityControl } from './QuantityControl';
import { styles } from './styles';

export function CartLineItem({ line }: { line: CartLine }) {
  return (
    <li style={styles.line}>
      <span>
        <span style={styles.name}>{line.name}</span>
        <br />
        <span style={styles.muted}>{formatCents(line.unitPriceCents)} each</span>
      </span>
      <QuantityControl line={line} />
      <span style={styles.lineTotal}>{formatCents(line.unitPriceCents * line.quantity)}</span>
      <button
        type="button"
        style={styles.removeButton}
        aria-label={`Remove ${line.name}`}
        onClick={() => updateCart((cart) => removeProduct(cart, line.productId))}
      >
        Remove
      </button>
    </li>
  );
}
