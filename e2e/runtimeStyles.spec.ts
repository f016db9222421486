import { expect, type Page } from '@playwright/test';
import { slotSelector } from '@mfp/shared/styles';
import { fixtureRoute, fixtureTitle } from './support/fixtureRegistry';
import { test } from './support/serverLog';

/**
 * Issue 31, styles added at run time (docs/decisions/0060): a remote whose emotion styles target the whole page
 * (`<Global>` for `body`, `button`, `h1`, a `@keyframes spin`, and a rule `injectGlobal` would leave in the cache's
 * sheet) changes nothing outside its slot, its own styles apply inside it, and the host reports it once.
 */
const EMOTION = 'fx_emotion_styles';
const OTHER = 'fx_healthy';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Computed styles of the host's header, navigation and the other remote's heading, which must not change. */
async function hostLook(page: Page): Promise<Record<string, Record<string, string>>> {
  return page.evaluate(() => {
    const look = (element: Element | null) => {
      if (!element) return { missing: 'yes' };
      const style = getComputedStyle(element);
      return Object.fromEntries(
        ['color', 'background-color', 'font-family', 'font-size', 'outline-style', 'text-transform'].map((name) => [
          name,
          style.getPropertyValue(name),
        ]),
      );
    };
    return {
      body: look(document.body),
      header: look(document.querySelector('header')),
      headerHeading: look(document.querySelector('header h1, header a')),
      navLink: look(document.querySelector('nav a')),
      navButton: look(document.querySelector('header button')),
    };
  });
}

test('an emotion remote that styles the whole page changes nothing outside its slot, and is reported once', async ({
  page,
  serverLog,
}) => {
  await page.goto(fixtureRoute(OTHER));
  await expect(page.getByTestId('fixture-ok')).toBeVisible();
  const before = await hostLook(page);
  const otherBefore = await page
    .getByTestId('fixture-ok')
    .locator('h2')
    .evaluate((h2) => getComputedStyle(h2).color);

  await nav(page)
    .getByRole('link', { name: fixtureTitle(EMOTION) })
    .click();
  const own = page.getByTestId('fixture-emotion');
  await expect(own).toBeVisible();
  // The remote's own styles apply inside its slot: the css prop, and its Global rules, scoped.
  await expect(own).toHaveCSS('color', 'rgb(0, 128, 0)');
  await expect(own.getByRole('button')).toHaveCSS('font-size', '40px');
  await expect(page.locator(slotSelector(EMOTION))).toHaveCSS('background-color', 'rgb(255, 0, 0)');
  await expect(own).toHaveCSS('animation-name', `${EMOTION}__spin`);
  expect(await hostLook(page)).toEqual(before);

  // Back to the other remote: the rule left in emotion's cache sheet stays scoped.
  await nav(page)
    .getByRole('link', { name: fixtureTitle(OTHER) })
    .click();
  await expect(page.getByTestId('fixture-ok')).toBeVisible();
  expect(await hostLook(page)).toEqual(before);
  expect(
    await page
      .getByTestId('fixture-ok')
      .locator('h2')
      .evaluate((h2) => getComputedStyle(h2).color),
  ).toBe(otherBefore);

  // Every rule on the page that came from the remote starts from its slot.
  const adopted = await page.evaluate(() =>
    document.adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText)),
  );
  expect(adopted.length).toBeGreaterThan(0);
  for (const rule of adopted.filter((text) => !text.startsWith('@')))
    expect(rule).toMatch(/^\[data-mfp-slot="fx_emotion_styles"\]/);

  await serverLog.reportsAnswered();
  const lines = serverLog.failures().filter((line) => line.kind === 'page-wide-style');
  expect(lines.map((line) => `${line.culprit} ${line.remote} ${line.code}`)).toEqual([`remote ${EMOTION} MFP-402`]);
});
