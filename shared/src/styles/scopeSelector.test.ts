import { scopeSelector } from './scopeSelector';
import { unscopedSelectors } from './unscopedSelectors';

const SLOT = '[data-mfp-slot="r"]';

describe('scopeSelector', () => {
  it.each([
    ['button', `${SLOT} button`],
    ['a, h1', `${SLOT} a, ${SLOT} h1`],
    ['html', SLOT],
    ['body', SLOT],
    [':root', SLOT],
    ['html body', SLOT],
    ['html > body > .y', `${SLOT} > .y`],
    ['body.dark .y', `${SLOT}.dark .y`],
    [':root.dark', `${SLOT}.dark`],
    ['*', `${SLOT}, ${SLOT} *`],
    ['*::before', `${SLOT}::before, ${SLOT} *::before`],
    ['.a::before', `${SLOT} .a::before`],
    ['input::placeholder', `${SLOT} input::placeholder`],
    ['a ~ b', `${SLOT} a ~ b`],
    ['a + b', `${SLOT} a + b`],
    ['body ~ .x', `${SLOT} body ~ .x`],
    [':is(.a, .b) > :where(c):not(.d):has(> e)', `${SLOT} :is(.a, .b) > :where(c):not(.d):has(> e)`],
    ['[data-mfp-slot="other"] .a', `${SLOT} [data-mfp-slot="other"] .a`],
    ['[data-remote="r"] .a', `${SLOT} [data-remote="r"] .a`],
    [`${SLOT} .a`, `${SLOT} .a`],
    ['[data-mfp-slot=r] > .a', '[data-mfp-slot=r] > .a'],
  ])('%s → %s', (input, scoped) => {
    expect(scopeSelector(input, 'r')).toBe(scoped);
  });

  it('is idempotent and leaves nothing unscoped', () => {
    for (const input of ['button', '*, *::before, *::after', 'html body.x ~ .y', ':root', 'a ~ b', 'body + .x']) {
      const once = scopeSelector(input, 'r');
      expect(scopeSelector(once, 'r')).toBe(once);
      expect(unscopedSelectors(once, 'r')).toEqual([]);
    }
  });

  it('throws on a selector it cannot parse', () => {
    expect(() => scopeSelector('a[', 'r')).toThrow();
  });
});

describe('unscopedSelectors', () => {
  it.each([
    ['button', ['button']],
    [`${SLOT} button, body`, ['body']],
    [`${SLOT} ~ .x`, [`${SLOT} ~ .x`]],
    [`${SLOT} + .x`, [`${SLOT} + .x`]],
    [`${SLOT} .a ~ .b`, []],
    [`:is(${SLOT}) .a`, [`:is(${SLOT}) .a`]],
    [`.header:has(${SLOT})`, [`.header:has(${SLOT})`]],
    ['[data-mfp-slot="other"] .a', ['[data-mfp-slot="other"] .a']],
    ['[data-mfp-slot="r" i] .a', ['[data-mfp-slot="r" i] .a']],
    ['[data-mfp-slot^="r"] .a', ['[data-mfp-slot^="r"] .a']],
    [`html ${SLOT} .a`, []],
    [`${SLOT}`, []],
    ['a[', ['a[']],
  ])('%s → %j', (input, unscoped) => {
    expect(unscopedSelectors(input, 'r')).toEqual(unscoped);
  });
});
