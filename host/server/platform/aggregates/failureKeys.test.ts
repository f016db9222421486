import { createFailureKeys } from './failureKeys';

it('admits known keys always, new ones up to the bound, and forgets keys not seen within the retention', () => {
  const keys = createFailureKeys(2, 1_000);
  expect([keys.admit('a', 0), keys.admit('b', 0), keys.admit('c', 0)]).toEqual([true, true, false]);
  expect(keys.admit('a', 900)).toBe(true);
  // b, last seen at 0, is forgotten at 1,001; a, seen at 900, is not.
  expect(keys.admit('c', 1_001)).toBe(true);
  expect(keys.admit('d', 1_001)).toBe(false);
});
