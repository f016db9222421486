import { SIGNAL_BINDING } from '../browser/pageSignals';

/**
 * The cart's storage key (`CART_STORAGE_KEY` of `@mfp/shared/cart`, a versioned wire contract; its test holds them
 * equal). Spelled out here: importing the cart's module would load React into the bench's process.
 */
export const CART_KEY = 'mfp.cart.v1';

/** The catalog's "Add to cart" buttons (remotes/catalog/src/AddToCartButton.tsx) and the header's count. */
const ADD_TO_CART = 'button[aria-label^="Add to cart"]';
const CART_COUNT = '[data-testid="cart-count"]';
/** How often the probe clicks until a click takes effect, ms. */
const CLICK_EVERY_MS = 5;

/**
 * `window.__benchInteractive`: when a click on "Add to cart" first took effect, in ms since the navigation started
 * (decision 0067). Before the page's own scripts run, the cart is emptied, so the header's count starts at 0 on both
 * sides of a server-rendered page. Once the first product name has been painted (`window.__benchPaint`, set by
 * `PAINT_OBSERVER`), as a shopper would click what they see, the probe clicks the first "Add to cart" button every
 * 5 ms (`element.click()`); the signal is the first moment the header's count reads above 0, checked right after each
 * click (React commits a click's update before `click()` returns) and on every DOM change after the clicking started
 * (a click React replays after hydrating). A click before the page is hydrated does nothing, so this is the time to
 * interactive a shopper gets.
 */
export const INTERACTION_PROBE = `
try { localStorage.removeItem(${JSON.stringify(CART_KEY)}); } catch {}
(() => {
  const counted = () => {
    const label = document.querySelector(${JSON.stringify(CART_COUNT)})?.getAttribute('aria-label') ?? '';
    return Number.parseInt(label, 10) > 0;
  };
  const done = () => {
    if (window.__benchInteractive !== undefined || !counted()) return false;
    window.__benchInteractive = performance.now();
    window.${SIGNAL_BINDING}?.('__benchInteractive');
    return true;
  };
  let observer;
  const timer = setInterval(() => {
    if (window.__benchPaint === undefined) return;
    if (!observer) {
      observer = new MutationObserver(() => { if (done()) observer.disconnect(); });
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    }
    document.querySelector(${JSON.stringify(ADD_TO_CART)})?.click();
    if (done() || window.__benchInteractive !== undefined) { clearInterval(timer); observer.disconnect(); }
  }, ${CLICK_EVERY_MS});
})();`;
