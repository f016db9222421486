import { cohortCookie, isCohort, newCohort } from './cohortCookie';

describe('cohort cookie', () => {
  it('makes 128 random bits in base64url, a new one each time, each a cohort', () => {
    const first = newCohort();
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(first, 'base64url')).toHaveLength(16);
    expect(newCohort()).not.toBe(first);
    expect(isCohort(first)).toBe(true);
  });

  it.each([undefined, '', 'short', `${'A'.repeat(22)}=`, 'A'.repeat(23), `${'A'.repeat(21)}+`])(
    'takes %p for no cohort',
    (value) => expect(isCohort(value)).toBe(false),
  );

  it('is HttpOnly, SameSite=Lax, for every path and a year, Secure on HTTPS only', () => {
    const cohort = 'AAAAAAAAAAAAAAAAAAAAAA';
    expect(cohortCookie(cohort, { secure: false })).toBe(
      'mfp-cohort=AAAAAAAAAAAAAAAAAAAAAA; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax',
    );
    expect(cohortCookie(cohort, { secure: true })).toBe(
      'mfp-cohort=AAAAAAAAAAAAAAAAAAAAAA; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure',
    );
  });
});
