import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { CART_KEY, INTERACTION_PROBE } from './interactionProbe';

// Read, not imported: the cart's module is browser code (DOM types, React), outside the bench's TypeScript project.
const cartChannel = readFileSync(path.join(repoRoot, 'shared/src/cart/cartChannel.ts'), 'utf8');

describe('the interaction probe', () => {
  it("empties the cart under the cart channel's own key", () => {
    expect(cartChannel).toContain(`export const CART_STORAGE_KEY = '${CART_KEY}';`);
    expect(INTERACTION_PROBE).toContain(`localStorage.removeItem(${JSON.stringify(CART_KEY)})`);
  });

  it('is a script the browser can parse', () => {
    expect(() => new Function(INTERACTION_PROBE)).not.toThrow();
  });
});
