import { parseQuantity } from './parseQuantity';

describe('parseQuantity', () => {
  it.each([
    ['1', 1],
    [' 7 ', 7],
    ['150', 150],
  ])('reads %j as %d', (text, quantity) => {
    expect(parseQuantity(text)).toBe(quantity);
  });

  it.each(['', '0', '-2', '2.5', '1e3', 'abc'])('ignores %j', (text) => {
    expect(parseQuantity(text)).toBeUndefined();
  });
});
