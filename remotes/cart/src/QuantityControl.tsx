import { useState } from 'react';
import { MAX_LINE_QUANTITY, setQuantity, updateCart, type CartLine } from '@mfp/shared/cart';
import { parseQuantity } from './parseQuantity';
import { styles } from './styles';

/** − / number / + for one line. Every change goes through the shared cart channel, which also clamps it. */
export function QuantityControl({ line }: { line: CartLine }) {
  // Text the user typed that is not a quantity yet (such as an emptied field), kept so the field does not jump back
  // mid-edit. `null` shows the cart's quantity, which is also how a clamped value (150 -> 99) becomes visible.
  const [draft, setDraft] = useState<string | null>(null);
  const change = (quantity: number) => updateCart((cart) => setQuantity(cart, line.productId, quantity));

  const onType = (text: string) => {
    const quantity = parseQuantity(text);
    if (quantity === undefined) {
      setDraft(text);
    } else {
      setDraft(null);
      change(quantity);
    }
  };

  return (
    <span style={styles.quantity}>
      <button
        type="button"
        style={styles.controlButton}
        aria-label={`Decrease ${line.name}`}
        // Stops at one: taking a line out is the Remove button's job, so a stray click never deletes it.
        disabled={line.quantity <= 1}
        onClick={() => change(line.quantity - 1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_LINE_QUANTITY}
        step={1}
        aria-label={`Quantity of ${line.name}`}
        style={styles.quantityInput}
        value={draft ?? String(line.quantity)}
        onChange={(event) => onType(event.target.value)}
        onBlur={() => setDraft(null)}
      />
      <button
        type="button"
        style={styles.controlButton}
        aria-label={`Increase ${line.name}`}
        disabled={line.quantity >= MAX_LINE_QUANTITY}
        onClick={() => change(line.quantity + 1)}
      >
        +
      </button>
    </span>
  );
}
