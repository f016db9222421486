import type { Page } from '@playwright/test';

/**
 * What a stylesheet can change about an element, as the browser computed it: the properties page-wide rules (`*`,
 * `html`, `body`, element selectors, `!important`, `@keyframes`, custom properties) would reach, and the box they give.
 */
const LOOK_PROPERTIES = [
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-align',
  'text-indent',
  'white-space',
  'text-decoration-line',
  'color',
  'background-color',
  'margin',
  'padding',
  'border',
  'box-sizing',
  'overflow',
  'display',
  'visibility',
  'animation-name',
  'cursor',
  '--brand',
  '--mfp-color-text',
  '--mfp-color-accent',
] as const;

/** Each element's computed look, by the name the test gave its selector; the first match of each, `null` for none. */
export type ComputedLook = Record<string, Record<string, string> | null>;

/**
 * Reads the computed look of the first element each selector matches, with its box's size (a changed `html` font
 * size or `*` box-sizing moves boxes without changing any property of theirs).
 */
export function computedLook(page: Page, selectors: Record<string, string>): Promise<ComputedLook> {
  return page.evaluate(
    ({ selectors, properties }) =>
      Object.fromEntries(
        Object.entries(selectors).map(([name, selector]) => {
          const element = document.querySelector(selector);
          if (!element) return [name, null];
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          const look = Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
          return [name, { ...look, width: box.width.toFixed(1), height: box.height.toFixed(1) }];
        }),
      ),
    { selectors, properties: [...LOOK_PROPERTIES] },
  );
}
