import { METRICS_PATH, STATUS_API_PATH, STATUS_PAGE_PATH } from '@mfp/shared/status';
import { NOT_FOUND_BODY } from '../../http/notFound';
import { startPlatform, type PlatformHarness } from '../testing/platformHarness';
import { ADMIN_SESSION_COOKIE, sessionKeyOf, signSession } from './adminSession';
import { TEST_DIGEST_SECRET } from '../../testing/fixtures';
import { LOGIN_PATH } from './loginPage';

const PROTECTED = [STATUS_API_PATH, METRICS_PATH, STATUS_PAGE_PATH, `${STATUS_PAGE_PATH}/anything`];
const html = { accept: 'text/html' };

describe('admin access to the status page, the status API and /metrics', () => {
  let harness: PlatformHarness;
  beforeEach(async () => {
    harness = await startPlatform();
  });
  afterEach(() => harness.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    harness.app.inject({ method: 'GET', url, headers: { ...html, ...headers } });

  async function login(token: string, headers: Record<string, string> = {}) {
    return harness.app.inject({
      method: 'POST',
      url: LOGIN_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ token }).toString(),
    });
  }

  const cookieOf = (setCookie: string | string[] | undefined) => String(setCookie).split(';')[0]!;

  it('answers 404, as for an address that serves nothing, without admin credentials, and logs none of them', async () => {
    const remoteToken = await harness.token({ kind: 'remote', remote: 'catalog' });
    const admin = await harness.token();
    const revoked = await harness.token();
    await harness.store.control.revokeToken(revoked.id, new Date());
    const forged = signSession({ tokenId: admin.id, expiresAt: Date.now() + 60_000 }, sessionKeyOf('another key'));
    const attempts: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${remoteToken.token}` },
      { authorization: `Bearer ${revoked.token}` },
      { authorization: `Bearer ${admin.token.slice(0, -2)}xx` },
      { authorization: 'Basic YWRtaW46YWRtaW4=' },
      { cookie: `${ADMIN_SESSION_COOKIE}=${forged}` },
      { cookie: `${ADMIN_SESSION_COOKIE}=${revoked.id}.9999999999999.${'A'.repeat(43)}` },
    ];
    for (const headers of attempts)
      for (const url of PROTECTED) {
        const response = await get(url, headers);
        expect({ url, headers, status: response.statusCode }).toEqual({ url, headers, status: 404 });
        expect(response.json()).toEqual(NOT_FOUND_BODY);
      }
    const logged = harness.log.lines().join('\n');
    for (const secret of [remoteToken.token, admin.token, revoked.token, forged, 'YWRtaW46YWRtaW4='])
      expect(logged).not.toContain(secret);
    expect(logged).not.toContain(ADMIN_SESSION_COOKIE);
  });

  it('serves all three to an admin token, and the status page is the host page', async () => {
    const { token } = await harness.token();
    const authorization = `Bearer ${token}`;
    expect((await get(STATUS_API_PATH, { authorization })).statusCode).toBe(200);
    expect((await get(METRICS_PATH, { authorization })).statusCode).toBe(200);
    const page = await get(STATUS_PAGE_PATH, { authorization });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).toContain('mfp-page-data');
  });

  it('opens a session with the login form: an HttpOnly, SameSite=Strict cookie on /_platform, signed and expiring', async () => {
    const form = await harness.app.inject({ method: 'GET', url: LOGIN_PATH });
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-security-policy']).toContain("default-src 'none'");
    expect(form.body).toContain('<form method="post" action="/_platform/login">');
    expect(form.body).not.toMatch(/<script/);

    const { token, id } = await harness.token();
    const answer = await login(token);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(STATUS_PAGE_PATH);
    const setCookie = String(answer.headers['set-cookie']);
    expect(setCookie).toMatch(
      new RegExp(
        `^${ADMIN_SESSION_COOKIE}=${id}\\.\\d+\\.[\\w-]{43}; Path=/_platform; Max-Age=28800; HttpOnly; SameSite=Strict$`,
      ),
    );
    expect(setCookie).not.toContain(token);
    const cookie = cookieOf(answer.headers['set-cookie']);
    expect((await get(STATUS_PAGE_PATH, { cookie })).statusCode).toBe(200);
    expect((await get(STATUS_API_PATH, { cookie })).statusCode).toBe(200);
    expect(harness.log.lines().join('\n')).not.toContain(token);
  });

  it('is accepted by every server of the fleet, and ends at the next request once its token is revoked', async () => {
    const { token, id } = await harness.token();
    const cookie = cookieOf((await login(token)).headers['set-cookie']);
    const other = await harness.another();
    expect((await other.inject({ method: 'GET', url: STATUS_API_PATH, headers: { cookie } })).statusCode).toBe(200);
    await harness.store.control.revokeToken(id, new Date());
    expect((await get(STATUS_API_PATH, { cookie })).statusCode).toBe(404);
    expect((await other.inject({ method: 'GET', url: STATUS_API_PATH, headers: { cookie } })).statusCode).toBe(404);
  });

  it('refuses a remote’s token at the login, saying nothing of why', async () => {
    const remote = await harness.token({ kind: 'remote', remote: 'catalog' });
    for (const token of [remote.token, 'mfp_tok_aaaaaaaaaaaaaaaa_' + 'x'.repeat(43), 'password']) {
      const answer = await login(token);
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.body).toContain('That token was not accepted.');
    }
  });

  it('marks the cookie Secure behind an HTTPS load balancer it trusts', async () => {
    await harness.close();
    harness = await startPlatform({ trustProxy: ['127.0.0.1'] });
    const { token } = await harness.token();
    const answer = await login(token, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' });
    expect(String(answer.headers['set-cookie'])).toMatch(/; SameSite=Strict; Secure$/);
  });

  it('blocks an address after its failed attempts, as the deploy API does: even an admin token then gets 404', async () => {
    await harness.close();
    harness = await startPlatform({ failedAttempts: { max: 3, windowMs: 60_000 } });
    const { token } = await harness.token();
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await get(STATUS_API_PATH, { authorization: 'Bearer mfp_wrong' })).statusCode).toBe(404);
    expect((await get(STATUS_API_PATH, { authorization: `Bearer ${token}` })).statusCode).toBe(404);
    const blocked = await login(token);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(harness.log.lines().join('\n')).not.toContain(token);
  });

  it('ends the session in this browser at logout', async () => {
    const answer = await harness.app.inject({ method: 'POST', url: '/_platform/logout' });
    expect(answer.statusCode).toBe(303);
    expect(String(answer.headers['set-cookie'])).toMatch(
      new RegExp(`^${ADMIN_SESSION_COOKIE}=; Path=/_platform; Max-Age=0;`),
    );
  });
});

describe('sessionKeyOf', () => {
  it('derives a key of its own from the digests’ secret: a session MAC is never a digest', () => {
    expect(sessionKeyOf(TEST_DIGEST_SECRET).toString('hex')).not.toContain(
      Buffer.from(TEST_DIGEST_SECRET).toString('hex'),
    );
    expect(sessionKeyOf(TEST_DIGEST_SECRET)).toEqual(sessionKeyOf(TEST_DIGEST_SECRET));
  });
});
