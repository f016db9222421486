import { FailedAttempts } from './failedAttempts';

it('keeps at most maxKeys windows, dropping the oldest first', () => {
  const clock = 0;
  const attempts = new FailedAttempts({ max: 1, windowMs: 1000, maxKeys: 2, now: () => clock });
  attempts.fail('a');
  attempts.fail('b');
  attempts.fail('c');
  expect([attempts.blockedFor('a'), attempts.blockedFor('b'), attempts.blockedFor('c')]).toEqual([undefined, 1, 1]);
});

it('drops ended windows before the oldest live one', () => {
  let clock = 0;
  const attempts = new FailedAttempts({ max: 1, windowMs: 1000, maxKeys: 2, now: () => clock });
  attempts.fail('old');
  clock = 500;
  attempts.fail('live');
  clock = 1200; // old's window ended, live's has not
  attempts.fail('new');
  expect([attempts.blockedFor('live'), attempts.blockedFor('new')]).toEqual([1, 1]);
});
