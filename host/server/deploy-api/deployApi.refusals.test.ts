import { deployErrorAnswerSchema, DEPLOY_ERRORS, DEPLOY_HEADERS, KIT_STAMP_FILE } from '@mfp/shared/deploy';
import { issueToken } from '@mfp/store/control';
import { randomBytes } from 'node:crypto';
import { tarGzOf } from './upload/testing/tarArchives';
import { gzipBomb } from './upload/testing/bomb';
import { upload, type Answer } from './testing/deployApiClient';
import { releaseArchive, startDeployApi, storeSnapshot, type DeployApiHarness } from './testing/deployApiHarness';

/* Issue 20, items 4 and 6: every refusal answers its status, code and a message that says what to do, and changes nothing. */

let api: DeployApiHarness;
let tokens: Record<'reviews' | 'cart' | 'admin' | 'expired' | 'revoked', string>;

beforeAll(async () => {
  api = await startDeployApi();
  await api.register('reviews');
  await api.register('cart');
  const reviews = await api.token({ kind: 'remote', remote: 'reviews' });
  const revoked = await api.token({ kind: 'remote', remote: 'reviews' });
  await api.store.control.revokeToken(revoked.id, new Date());
  tokens = {
    reviews: reviews.token,
    cart: (await api.token({ kind: 'remote', remote: 'cart' })).token,
    admin: (await api.token({ kind: 'admin' })).token,
    expired: (await api.token({ kind: 'remote', remote: 'reviews' }, { expiresAt: new Date(Date.now() - 1000) })).token,
    revoked: revoked.token,
  };
  const first = await upload(api.url, 'reviews', await releaseArchive('reviews'), {
    token: tokens.reviews,
    query: '?version=1.0.0',
  });
  expect(first.status).toBe(200);
}, 30_000);
afterAll(() => api.close());

const MIB = 1024 * 1024;
const good = () => releaseArchive('reviews', { extra: { 'extra.js': 'another build' } });
const send =
  (body: Buffer | Promise<Buffer>, options: Parameters<typeof upload>[3] = {}) =>
  async () =>
    upload(api.url, 'reviews', await body, { token: tokens.reviews, ...options });
const manyFiles = () => tarGzOf(Array.from({ length: 51 }, (_, index) => ({ name: `f${index}.js`, content: 'x' })));
const bombBytes = async () => {
  const { body } = await gzipBomb(8, 'one-file');
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};
const kitOfAnotherContract = () =>
  releaseArchive('reviews', {
    extra: {
      [KIT_STAMP_FILE]: JSON.stringify({ kit: '@mfp/remote-kit', version: '2.0.0', contract: 2, bundler: 'webpack' }),
    },
  });

const CASES: [string, () => Promise<Answer>, string, RegExp][] = [
  ['no token', send(good(), { token: undefined }), 'token-missing', /Authorization: Bearer <token>.*MFP_DEPLOY_TOKEN/],
  ['a token of another shape', send(good(), { token: 'hunter2' }), 'token-invalid', /not one the platform issued/],
  [
    'a token never issued',
    send(good(), { token: issueToken({ kind: 'admin' }, { now: new Date() }).token }),
    'token-invalid',
    /not one the platform issued.*ask the platform team/,
  ],
  [
    'a wrong secret',
    async () => send(good(), { token: `${tokens.reviews.slice(0, -4)}AAAA` })(),
    'token-invalid',
    /MFP_DEPLOY_TOKEN/,
  ],
  [
    'an expired token',
    async () => send(good(), { token: tokens.expired })(),
    'token-expired',
    /expired\. Ask .* new one/,
  ],
  [
    'a revoked token',
    async () => send(good(), { token: tokens.revoked })(),
    'token-revoked',
    /revoked\. Ask .* new one/,
  ],
  [
    "another remote's token",
    async () => send(good(), { token: tokens.cart })(),
    'token-wrong-remote',
    /may deploy cart, not reviews\. Use reviews's token/,
  ],
  [
    'an unregistered remote',
    async () => upload(api.url, 'ghost', await good(), { token: tokens.admin }),
    'remote-unknown',
    /No remote named ghost is registered.*npm run remotes -- add ghost/,
  ],
  [
    'a version that is not one',
    send(good(), { query: '?version=1.0' }),
    'version-invalid',
    /not a version .*"1\.2\.0"/,
  ],
  ['a version that is a path', send(good(), { query: '?version=../../x' }), 'version-invalid', /not a version/],
  [
    'a commit header too long',
    send(good(), { headers: { [DEPLOY_HEADERS.commit]: 'a'.repeat(600) } }),
    'provenance-invalid',
    /x-mfp-commit header must be one value of at most 512 printable/,
  ],
  [
    'another content type',
    send(good(), { headers: { 'content-type': 'application/json' } }),
    'content-type-invalid',
    /gzipped tar of the build folder, sent as Content-Type: application\/gzip/,
  ],
  ['a body that is not gzip', send(Buffer.from('just text, not a tar.gz')), 'content-type-invalid', /gzip/i],
  ['a path with ..', send(tarGzOf([{ name: '../evil.js', content: 'x' }])), 'upload-invalid', /evil\.js/],
  ['an absolute path', send(tarGzOf([{ name: '/etc/evil.js', content: 'x' }])), 'upload-invalid', /evil\.js/],
  [
    'a symlink',
    send(tarGzOf([{ name: 'link.js', type: 'symlink', linkname: '/etc/passwd' }])),
    'upload-invalid',
    /link\.js/,
  ],
  ['a device', send(tarGzOf([{ name: 'dev', type: 'character-device' }])), 'upload-invalid', /dev/],
  ['more files than DEPLOY_MAX_FILES', send(manyFiles()), 'upload-too-many-files', /DEPLOY_MAX_FILES/],
  [
    'more bytes than DEPLOY_MAX_BYTES',
    send(tarGzOf([{ name: 'big.bin', content: randomBytes(2 * MIB) }])),
    'upload-too-large',
    /DEPLOY_MAX_BYTES/,
  ],
  ['a decompression bomb', send(bombBytes()), 'upload-too-large', /DEPLOY_MAX_BYTES/],
  ['an archive cut short', async () => send((await good()).subarray(0, 200))(), 'upload-incomplete', /./],
  [
    'a manifest naming missing files',
    send(releaseArchive('reviews', { without: ['remoteEntry.js'] })),
    'gate-refused',
    /The gate refused reviews \(the upload\), 1 problem.*names remoteEntry\.js \(the entry\), which the release does not have/s,
  ],
  ['a build of another kit', send(kitOfAnotherContract()), 'gate-refused', /Install @mfp\/remote-kit@\^1/],
];

describe('refused, with nothing changed in the store', () => {
  it.each(CASES)('%s', async (_what, request, code, message) => {
    const before = storeSnapshot(api);
    const answer = await request();
    expect({ status: answer.status, code: answer.body.error?.code }).toEqual({
      status: DEPLOY_ERRORS[code as keyof typeof DEPLOY_ERRORS].status,
      code,
    });
    expect(deployErrorAnswerSchema.parse(answer.body).error).toMatchObject({
      message: expect.stringMatching(message),
      requestId: expect.any(String),
    });
    expect(storeSnapshot(api)).toEqual(before);
  });
});

describe('the gate', () => {
  it('answers its problems one by one, never offering --force, and the refusal is audited with their kinds', async () => {
    const answer = await send(releaseArchive('reviews', { without: ['remoteEntry.js'] }))();
    expect(answer.status).toBe(422);
    expect(answer.body.error?.problems).toEqual([
      { kind: 'file-missing', message: expect.stringContaining('remoteEntry.js') },
    ]);
    expect(answer.body.error?.message).not.toMatch(/--force/);
    expect((await api.store.control.readAudit({ remote: 'reviews', limit: 1 }))[0]).toMatchObject({
      action: 'deploy',
      result: 'refused',
      code: 'gate-refused',
      detail: 'file-missing',
      client: '127.0.0.1',
    });
  });
});
