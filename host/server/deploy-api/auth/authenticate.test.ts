import { issuedTokens } from '../../auth/testing/issuedTokens';
import { ApiRefusal } from '../answers/ApiRefusal';
import { authenticate, type Permission } from './authenticate';
import { FailedAttempts } from '../../auth/failedAttempts';

const now = new Date('2026-11-25T06:00:00Z');
const { reviews, admin, control } = issuedTokens(now);
const wrongSecret = `${reviews.token.slice(0, -4)}AAAA`;

let clock = now.getTime();
let attempts: FailedAttempts;
beforeEach(() => {
  clock = now.getTime();
  attempts = new FailedAttempts({ max: 3, windowMs: 60_000, now: () => clock });
});

const check = (
  token: string | undefined,
  client = '10.0.0.1',
  permission: Permission = { kind: 'remote', remote: 'reviews' },
) => {
  const caller: { client: string; tokenId?: string } = { client };
  const header = token === undefined ? undefined : `Bearer ${token}`;
  return authenticate(header, permission, { caller, control, attempts, now }).then(
    (token) => ({ token: token.id, caller }),
    (error: unknown) => {
      if (!(error instanceof ApiRefusal)) throw error;
      return { code: error.code, retryAfter: error.extra.retryAfterSeconds, caller };
    },
  );
};

it('lets a valid token through, with what it may do', async () => {
  expect(await check(reviews.token)).toMatchObject({ token: reviews.record.id });
  expect(await check(admin.token, '10.0.0.1', { kind: 'admin' })).toMatchObject({ token: admin.record.id });
  expect(await check(reviews.token, '10.0.0.1', { kind: 'admin' })).toMatchObject({ code: 'admin-required' });
  expect(await check(reviews.token, '10.0.0.1', { kind: 'remote', remote: 'cart' })).toMatchObject({
    code: 'token-wrong-remote',
  });
});

it('reads only the Bearer scheme: any other header is an invalid token, an empty one a missing token', async () => {
  const caller = { client: '10.0.0.9' };
  const refused = (header: string) =>
    authenticate(header, { kind: 'any' }, { caller, control, attempts, now }).catch((error: ApiRefusal) => error.code);
  expect(await refused(`Basic ${reviews.token}`)).toBe('token-invalid');
  expect(await refused('   ')).toBe('token-missing');
  expect(await refused(`bearer ${reviews.token}`)).toMatchObject({ id: reviews.record.id });
});

it('blocks a claimed token id after its failures from many addresses, even from a fresh address with the right secret', async () => {
  for (const client of ['10.0.0.1', '10.0.0.2', '10.0.0.3'])
    expect(await check(wrongSecret, client)).toMatchObject({
      code: 'token-invalid',
      caller: { tokenId: reviews.record.id },
    });
  expect(await check(reviews.token, '10.0.0.4')).toMatchObject({ code: 'rate-limited', retryAfter: 60 });
  // Another token from that fresh address is not blocked: the address had no failures.
  expect(await check(admin.token, '10.0.0.4', { kind: 'admin' })).toMatchObject({ token: admin.record.id });
});

it('blocks an address after its failures, whatever token it sends next, until the window ends', async () => {
  for (const token of [undefined, 'nope', wrongSecret]) expect(await check(token)).toHaveProperty('code');
  expect(await check(admin.token, '10.0.0.1', { kind: 'admin' })).toMatchObject({ code: 'rate-limited' });
  clock += 30_000;
  expect(await check(admin.token, '10.0.0.1', { kind: 'admin' })).toMatchObject({ retryAfter: 30 });
  clock += 30_000;
  expect(await check(admin.token, '10.0.0.1', { kind: 'admin' })).toMatchObject({ token: admin.record.id });
});

it('does not count refusals of a valid token (another remote, not admin) as failed attempts', async () => {
  for (let attempt = 0; attempt < 5; attempt++)
    expect(await check(reviews.token, '10.0.0.1', { kind: 'remote', remote: 'cart' })).toMatchObject({
      code: 'token-wrong-remote',
    });
  expect(await check(reviews.token)).toMatchObject({ token: reviews.record.id });
});
