import { expect, test, type Page } from '@playwright/test';
import { slotSelector } from '@mfp/shared/styles';
import { tailwindOutput } from '@mfp/testing/tailwindOutput';
import { slotScope } from '@mfp/webpack-config/slotScope';
import postcss from 'postcss';

/**
 * Issue 31, a remote as teams build it: Tailwind CSS 4 (`@import "tailwindcss"`), scoped by the kit's plugin, still
 * styles its slot in Chromium (utilities composed from `--tw-*` registrations the build renamed, an animation named in
 * a custom property), while the page around the slot keeps the browser's look. Tailwind's own output, unscoped,
 * restyles that page: the check can fail. A page of its own (`setContent`): no server is needed to apply a stylesheet.
 */
const REMOTE = 'shop';
const CLASSES = 'shadow-lg ring-2 bg-blue-500 text-white animate-spin p-4';
const tailwind = tailwindOutput(CLASSES);

/** The slot with Tailwind's classes, and the same classes outside it, on the host's side. */
const page = (css: string) => `<!doctype html><html><head><style>${css}</style></head><body>
<div id="outside" class="${CLASSES}">host</div><h1 id="heading">host heading</h1>
<div ${slotSelector(REMOTE).slice(1, -1)}><div id="inside" class="${CLASSES}">remote</div><button id="button">Buy</button></div>
</body></html>`;

const look = (target: Page, selector: string, properties: string[]) =>
  target
    .locator(selector)
    .evaluate(
      (element, names) =>
        Object.fromEntries(names.map((name) => [name, getComputedStyle(element).getPropertyValue(name)])),
      properties,
    );
const PROPERTIES = ['box-shadow', 'background-color', 'color', 'animation-name', 'padding-top', 'margin-top'];

test('Tailwind 4 scoped by the kit styles its slot and nothing around it', async ({ page: browser }) => {
  await browser.setContent(page(''));
  const unstyled = {
    outside: await look(browser, '#outside', PROPERTIES),
    heading: await look(browser, '#heading', ['font-size', 'margin-top']),
    body: await look(browser, 'body', ['margin-top', 'line-height']),
  };

  // Tailwind as it writes itself reaches the host's elements: what the scoped check below would catch.
  await browser.setContent(page(tailwind));
  expect(await look(browser, '#outside', PROPERTIES)).not.toEqual(unstyled.outside);
  expect(await look(browser, '#heading', ['font-size', 'margin-top'])).not.toEqual(unstyled.heading);

  const scoped = (await postcss([slotScope({ remote: REMOTE })]).process(tailwind, { from: 'app.css' })).css;
  await browser.setContent(page(scoped));
  expect(await look(browser, '#outside', PROPERTIES)).toEqual(unstyled.outside);
  expect(await look(browser, '#heading', ['font-size', 'margin-top'])).toEqual(unstyled.heading);
  expect(await look(browser, 'body', ['margin-top', 'line-height'])).toEqual(unstyled.body);

  const inside = await look(browser, '#inside', PROPERTIES);
  // shadow-lg and ring-2 compose their box-shadow from the renamed `--shop-tw-*` registrations' initial values.
  expect(inside['box-shadow']).toMatch(/rgba?\(.*\) 0px 0px 0px 2px.*0px 10px 15px -3px/);
  expect(inside['background-color']).not.toBe(unstyled.outside['background-color']);
  expect(inside['color']).toBe('rgb(255, 255, 255)');
  expect(inside['animation-name']).toBe(`${REMOTE}__spin`);
  expect(inside['padding-top']).toBe('16px');
  // Preflight applies inside the slot: the button loses the browser's padding.
  expect((await look(browser, '#button', ['padding-top']))['padding-top']).toBe('0px');
});
