import { slotScope } from '@mfp/webpack-config/slotScope';
import { tailwindOutput } from '@mfp/testing/tailwindOutput';
import postcss from 'postcss';
import { styleLeaks } from './styleLeaks';

/*
 * Tailwind CSS 4, as a team sets it up (`@import "tailwindcss"`), built with the kit's scoping: its preflight (`*`,
 * `html`, `:host`), theme variables on `:root`, `@property` registrations of `--tw-*`, `@layer`s, `@supports` and an
 * animation named in a custom property (`--animate-spin: spin …`) all come out scoped, and the gate accepts them.
 * e2e/tailwindInSlot.spec.ts shows the scoped output still styles the slot in Chromium.
 */
const tailwind = tailwindOutput('flex gap-4 p-4 shadow-lg rounded-xl bg-blue-500 text-white ring-2 animate-spin');
const scoped = async () => (await postcss([slotScope({ remote: 'shop' })]).process(tailwind, { from: 'app.css' })).css;

describe('Tailwind CSS 4 through the kit’s scoping', () => {
  it('is refused as Tailwind writes it: its preflight and registrations style the whole page', () => {
    const leaks = styleLeaks(tailwind, 'app.css', 'shop').map((leak) => leak.what);
    expect(leaks).toEqual(expect.arrayContaining(['html', expect.stringMatching(/^@property --tw-/)]));
    expect(leaks.some((what) => what.startsWith('*'))).toBe(true);
  });

  it('is accepted once scoped, and keeps what makes its utilities work', async () => {
    const css = await scoped();
    expect(styleLeaks(css, 'app.css', 'shop')).toEqual([]);
    // Registrations are the remote's own, and every use of them follows.
    expect(css).toMatch(/@property --shop-tw-shadow\b/);
    expect(css).not.toMatch(/@property --tw-/);
    expect(css).not.toMatch(/var\(--tw-shadow\b/);
    // The animation in a custom property names the renamed keyframes.
    expect(css).toMatch(/--animate-spin: shop__spin 1s linear infinite/);
    expect(css).toMatch(/@keyframes shop__spin/);
    expect(css).toMatch(/\[data-mfp-slot="shop"\] \.shadow-lg/);
  });
});
