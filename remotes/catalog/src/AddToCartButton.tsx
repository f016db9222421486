import { MAX_LINE_QUANTITY, addProduct, updateCart, useCart } from '@mfp/shared/cart';
import type { Product } from './Product';
import { styles } from './styles';

/** Adds one unit through the shared cart channel, so the cart remote and the host's badge see it at once. */
export function AddToCartButton({ product }: { product: Product }) {
  const cart = useCart();
  const inCart = cart.lines.find((line) => line.productId === product.id)?.quantity ?? 0;
  // A full line would silently ignore the click, so say so instead.
  const full = inCart >= MAX_LINE_QUANTITY;

  const add = () =>
    updateCart((current) =>
      addProduct(current, { productId: product.id, name: product.name, unitPriceCents: product.priceCents }),
    );

  return (
    <span style={styles.actions}>
      <button
        type="button"
        style={{ ...styles.button, ...(full ? { opacity: 0.5, cursor: 'not-allowed' } : {}) }}
        // Starts with the visible text (WCAG 2.5.3 label in name): speech users say what they see.
        aria-label={`Add to cart: ${product.name}`}
        disabled={full}
        onClick={add}
      >
        Add to cart
      </button>
      {inCart > 0 && <span style={styles.muted}>{full ? `${inCart} in cart (maximum)` : `${inCart} in cart`}</span>}
    </span>
  );
}
