import { issuedTokens } from './testing/issuedTokens';
import { isAdminToken, isUsableAdminToken } from './adminToken';
import { FailedAttempts } from './failedAttempts';
import { attemptToken } from './tokenAttempt';

const now = new Date('2026-11-25T06:00:00Z');
const { reviews, admin, control } = issuedTokens(now);
const wrongSecret = `${admin.token.slice(0, -4)}AAAA`;

let attempts: FailedAttempts;
beforeEach(() => {
  attempts = new FailedAttempts({ max: 2, windowMs: 60_000, now: () => now.getTime() });
});
const attempt = (token: string | undefined, client = '10.0.0.1') =>
  attemptToken(token, isAdminToken, { control, attempts, client, now });

it('accepts a valid token that `accepts` takes, and names the id of every token that names one', async () => {
  expect(await attempt(admin.token)).toEqual({ kind: 'accepted', token: admin.record, tokenId: admin.record.id });
  expect(await attempt(wrongSecret)).toEqual({ kind: 'refused', why: 'mismatch', tokenId: admin.record.id });
  expect(await attempt(undefined, '10.0.0.2')).toEqual({ kind: 'refused', why: 'missing', tokenId: undefined });
});

it('counts a valid token that `accepts` refuses as a failed attempt, as it counts a wrong one', async () => {
  expect(await attempt(reviews.token)).toMatchObject({ kind: 'refused', why: 'not-accepted' });
  expect(await attempt(reviews.token)).toMatchObject({ kind: 'refused' });
  expect(await attempt(admin.token)).toEqual({ kind: 'blocked', seconds: 60 });
});

it('blocks a claimed token id after its failures from any address, before accepting its right secret', async () => {
  await attempt(wrongSecret, '10.0.0.1');
  await attempt(wrongSecret, '10.0.0.2');
  expect(await attempt(admin.token, '10.0.0.3')).toEqual({ kind: 'blocked', seconds: 60, tokenId: admin.record.id });
  expect(await attempt(reviews.token, '10.0.0.3')).toMatchObject({ kind: 'refused', why: 'not-accepted' });
});

it("keeps an admin session's token usable while it is an admin token, neither revoked nor expired", () => {
  const later = new Date(now.getTime() + 1);
  expect(isUsableAdminToken(admin.record, later)).toBe(true);
  expect(isUsableAdminToken(undefined, later)).toBe(false);
  expect(isUsableAdminToken(reviews.record, later)).toBe(false);
  expect(isUsableAdminToken({ ...admin.record, revokedAt: now.toISOString() }, later)).toBe(false);
  expect(isUsableAdminToken({ ...admin.record, expiresAt: now.toISOString() }, later)).toBe(false);
});
