import { deployApiPaths, registerRemoteAnswerSchema, remotesAnswerSchema } from '@mfp/shared/deploy';
import { call, upload } from './testing/deployApiClient';
import { releaseArchive, startDeployApi, storeSnapshot, type DeployApiHarness } from './testing/deployApiHarness';

let api: DeployApiHarness;
/** The secret part of `mfp_tok_<16>_<secret>`; the secret is base64url and may itself contain `_`. */
const secretOf = (token: string): string => /^mfp_tok_[a-z2-7]{16}_(.+)$/.exec(token)![1]!;
let reviews: { token: string; id: string };
let admin: { token: string; id: string };

const start = async (failedAttempts?: { max: number; windowMs: number }) => {
  api = await startDeployApi({ api: failedAttempts && { failedAttempts } });
  await api.register('reviews');
  reviews = await api.token({ kind: 'remote', remote: 'reviews' });
  admin = await api.token({ kind: 'admin' });
};
afterEach(() => api.close());

describe('failed attempts', () => {
  beforeEach(() => start({ max: 3, windowMs: 60_000 }));

  it('are limited per client address: then refused with 429 rate-limited and Retry-After, even with a good token', async () => {
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await call(api.url, 'GET', deployApiPaths.remotes, { token: 'wrong' })).status).toBe(401);
    const limited = await call(api.url, 'GET', deployApiPaths.remotes, { token: reviews.token });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({
      code: 'rate-limited',
      message: expect.stringMatching(/try again in \d+ s/),
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('are audited when they try to deploy, with the claimed token id and the address, never the token', async () => {
    const wrongSecret = `${reviews.token.slice(0, -4)}AAAA`;
    const answer = await upload(api.url, 'reviews', await releaseArchive('reviews'), { token: wrongSecret });
    expect(answer.status).toBe(401);
    const [entry] = await api.store.control.readAudit();
    expect(entry).toMatchObject({
      action: 'upload',
      result: 'refused',
      code: 'token-invalid',
      remote: 'reviews',
      tokenId: reviews.id,
      client: '127.0.0.1',
    });
    expect(JSON.stringify(entry)).not.toContain(secretOf(wrongSecret));
  });
});

describe('tokens in logs', () => {
  beforeEach(() => start());

  it('never appear in a log line, an answer or the history, whether the token is good or not', async () => {
    const wrongSecret = `${reviews.token.slice(0, -4)}AAAA`;
    const answers = [
      await upload(api.url, 'reviews', await releaseArchive('reviews'), { token: reviews.token }),
      await upload(api.url, 'reviews', await releaseArchive('reviews'), { token: wrongSecret }),
      await upload(api.url, 'reviews', Buffer.from('not gzip'), { token: reviews.token }),
      await call(api.url, 'GET', deployApiPaths.releases('reviews'), { token: reviews.token }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 415, 200]);
    const secrets = [reviews.token, wrongSecret].map(secretOf);
    const everything = [
      ...api.log.lines(),
      ...answers.map((answer) => JSON.stringify(answer.body)),
      JSON.stringify(await api.store.readReleases()),
      JSON.stringify(await api.store.control.readAudit()),
    ].join('\n');
    expect(api.log.lines().length).toBeGreaterThan(3); // the log was written, at debug level
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });
});

describe('registering a remote', () => {
  beforeEach(() => start());

  it('takes an admin token; the new remote is listed, and deployable by its own token', async () => {
    const answer = await call(api.url, 'POST', deployApiPaths.remotes, {
      token: admin.token,
      json: { name: 'ratings', route: '/ratings', title: 'Ratings' },
    });
    expect(answer.status).toBe(201);
    expect(registerRemoteAnswerSchema.parse(answer.body)).toEqual({
      ok: true,
      remote: { name: 'ratings', route: '/ratings', title: 'Ratings', module: './App' },
    });
    const listed = remotesAnswerSchema.parse(
      (await call(api.url, 'GET', deployApiPaths.remotes, { token: reviews.token })).body,
    );
    expect(listed.remotes.map((remote) => remote.name)).toEqual(['ratings', 'reviews']);
    expect((await api.store.control.readAudit({ remote: 'ratings' }))[0]).toMatchObject({
      action: 'register',
      result: 'ok',
      tokenId: admin.id,
    });
    const ratings = await api.token({ kind: 'remote', remote: 'ratings' });
    const deployed = await upload(api.url, 'ratings', await releaseArchive('ratings'), { token: ratings.token });
    expect(deployed.body).toMatchObject({ ok: true, outcome: 'switched' });
  });

  it('is refused to a remote token (403 admin-required), and registers nothing', async () => {
    const before = storeSnapshot(api);
    const answer = await call(api.url, 'POST', deployApiPaths.remotes, {
      token: reviews.token,
      json: { name: 'ratings', route: '/ratings', title: 'Ratings' },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatchObject({
      code: 'admin-required',
      message: expect.stringMatching(/Only an admin token may do this.*npm run tokens -- create --admin/),
    });
    expect((await api.store.control.listRegistrations()).map((remote) => remote.name)).toEqual(['reviews']);
    expect(storeSnapshot(api)).toEqual(before);
    expect((await api.store.control.readAudit())[0]).toMatchObject({ action: 'register', code: 'admin-required' });
  });

  it.each([
    [{ name: 'Bad Name', route: '/bad', title: 'Bad' }, 400, 'registration-invalid', /cannot be a remote's name/],
    [{ name: 'ratings', route: '/reviews', title: 'Ratings' }, 409, 'remote-exists', /route \/reviews is taken/],
    [{ name: 'reviews', route: '/other', title: 'Reviews' }, 409, 'remote-exists', /named reviews exists already/],
    [{ name: 'ratings' }, 400, 'registration-invalid', /"name": "<remote>", "route": "\/<path>"/],
  ])('refuses %j with %i %s', async (json, status, code, message) => {
    const answer = await call(api.url, 'POST', deployApiPaths.remotes, { token: admin.token, json });
    expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status, code });
    expect(answer.body.error?.message).toMatch(message);
    expect((await api.store.control.listRegistrations()).map((remote) => remote.name)).toEqual(['reviews']);
  });
});
