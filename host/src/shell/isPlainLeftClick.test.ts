import { isPlainLeftClick, type ClickFacts } from './isPlainLeftClick';

const plain: ClickFacts = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
};

describe('isPlainLeftClick', () => {
  it('is true for the main button without modifiers', () => {
    expect(isPlainLeftClick(plain)).toBe(true);
  });

  it.each<[string, Partial<ClickFacts>]>([
    ['the middle button', { button: 1 }],
    ['the secondary button', { button: 2 }],
    ['meta', { metaKey: true }],
    ['alt', { altKey: true }],
    ['ctrl', { ctrlKey: true }],
    ['shift', { shiftKey: true }],
    ['a click already handled', { defaultPrevented: true }],
  ])('is false for %s', (_, change) => {
    expect(isPlainLeftClick({ ...plain, ...change })).toBe(false);
  });
});
