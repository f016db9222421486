/**
 * Reads what the user typed into a quantity field. While typing, the field passes through states such as "" or "1e",
 * and "0" is more likely a slip than a wish to delete (there is a Remove button for that); all of those yield
 * `undefined` so the cart is left alone. The upper bound is the cart logic's job (it clamps).
 */
export function parseQuantity(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const quantity = Number(trimmed);
  return quantity >= 1 ? quantity : undefined;
}
