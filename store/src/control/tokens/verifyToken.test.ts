import type { DeployTokenRecord } from '../controlRecordSchemas';
import { issueToken } from './issueToken';
import { parseToken } from './tokenFormat';
import { verifyToken } from './verifyToken';

const now = new Date('2026-11-25T10:00:00.000Z');
const recordsOf = (...tokens: DeployTokenRecord[]) => ({
  findToken: (id: string) => Promise.resolve(tokens.find((token) => token.id === id)),
});

describe('verifyToken', () => {
  const { token, record } = issueToken({ kind: 'remote', remote: 'catalog' }, { now, note: 'catalog CI' });

  it('accepts the token it issued, and stores only a hash of it', async () => {
    await expect(verifyToken(token, recordsOf(record), now)).resolves.toEqual({ kind: 'valid', token: record });
    expect(JSON.stringify(record)).not.toContain(parseToken(token)!.secret);
    expect(record.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('tells a missing, malformed, unknown and wrong token apart without granting anything', async () => {
    const id = parseToken(token)!.id;
    await expect(verifyToken(undefined, recordsOf(record), now)).resolves.toEqual({ kind: 'missing' });
    await expect(verifyToken('hunter2', recordsOf(record), now)).resolves.toEqual({ kind: 'malformed' });
    await expect(verifyToken(token, recordsOf(), now)).resolves.toEqual({ kind: 'unknown', tokenId: id });
    const other = issueToken({ kind: 'admin' }, { now }).token;
    const forged = `mfp_${id}_${parseToken(other)!.secret}`;
    await expect(verifyToken(forged, recordsOf(record), now)).resolves.toEqual({ kind: 'mismatch', tokenId: id });
  });

  it('refuses a revoked or expired token that holds the right secret', async () => {
    const revoked = { ...record, revokedAt: now.toISOString() };
    await expect(verifyToken(token, recordsOf(revoked), now)).resolves.toMatchObject({ kind: 'revoked' });
    const expired = { ...record, expiresAt: now.toISOString() };
    await expect(verifyToken(token, recordsOf(expired), now)).resolves.toMatchObject({ kind: 'expired' });
    const later = { ...record, expiresAt: new Date(now.getTime() + 1000).toISOString() };
    await expect(verifyToken(token, recordsOf(later), now)).resolves.toMatchObject({ kind: 'valid' });
  });

  it('issues a different token every time', () => {
    const a = issueToken({ kind: 'admin' }, { now });
    const b = issueToken({ kind: 'admin' }, { now });
    expect(a.token).not.toBe(b.token);
    expect(a.record.id).not.toBe(b.record.id);
  });
});
