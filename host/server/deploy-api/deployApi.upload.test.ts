import { deployAnswerSchema, DEPLOY_HEADERS, releasesAnswerSchema, deployApiPaths } from '@mfp/shared/deploy';
import { readdirSync } from 'node:fs';
import { call, upload } from './testing/deployApiClient';
import {
  releaseArchive,
  servedEntry,
  startDeployApi,
  storeSnapshot,
  TEST_STORE_ORIGIN,
  type DeployApiHarness,
} from './testing/deployApiHarness';

let api: DeployApiHarness;
let token: string;
let tokenId: string;

beforeEach(async () => {
  api = await startDeployApi();
  await api.register('reviews');
  ({ token, id: tokenId } = await api.token({ kind: 'remote', remote: 'reviews' }));
});
afterEach(() => api.close());

const PROVENANCE = {
  [DEPLOY_HEADERS.commit]: '0123456789abcdef0123456789abcdef01234567',
  [DEPLOY_HEADERS.ciUrl]: 'https://ci.example.com/runs/42',
  [DEPLOY_HEADERS.client]: '@mfp/remote-kit@1.0.0',
};

describe('an upload', () => {
  it('goes live: in the registry the host serves, recorded with its token, commit, CI run and client', async () => {
    const answer = await upload(api.url, 'reviews', await releaseArchive('reviews'), { token, headers: PROVENANCE });
    expect(answer.status).toBe(200);
    const deployed = deployAnswerSchema.parse(answer.body);
    // No version asked for: the package version from the manifest, plus the content hash, as `npm run deploy` names it.
    expect(deployed).toEqual({
      ok: true,
      outcome: 'switched',
      remote: 'reviews',
      version: `1.0.0-${deployed.contentHash!.slice(0, 8)}`,
      contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      url: `${TEST_STORE_ORIGIN}/remotes/reviews/${deployed.version}/mf-manifest.json`,
    });
    expect(await servedEntry(api.url, 'reviews', deployed.version)).toMatchObject({ entry: deployed.url });

    const releases = (await api.store.readReleases()).remotes.reviews!;
    expect(releases).toMatchObject({ live: deployed.version, title: 'reviews', route: '/reviews', module: './App' });
    expect(releases.history).toEqual([
      expect.objectContaining({
        action: 'deploy',
        version: deployed.version,
        contentHash: deployed.contentHash,
        tokenId,
        commit: PROVENANCE[DEPLOY_HEADERS.commit],
        ciUrl: PROVENANCE[DEPLOY_HEADERS.ciUrl],
        client: '127.0.0.1',
        user: tokenId,
      }),
    ]);
    expect(readdirSync(api.tmpRoot)).toEqual([]);

    const listed = await call(api.url, 'GET', deployApiPaths.releases('reviews'), { token });
    expect(releasesAnswerSchema.parse(listed.body)).toMatchObject({
      remote: 'reviews',
      live: deployed.version,
      releases: [{ version: deployed.version, action: 'deploy', tokenId, live: true, published: true }],
    });
  });

  it('is audited as an upload and a deploy, in the records and as JSON log lines, with the token id only', async () => {
    const answer = await upload(api.url, 'reviews', await releaseArchive('reviews'), {
      token,
      query: '?version=2.0.0',
      headers: PROVENANCE,
    });
    expect(answer.status).toBe(200);
    const common = {
      remote: 'reviews',
      tokenId,
      commit: PROVENANCE[DEPLOY_HEADERS.commit],
      ciUrl: PROVENANCE[DEPLOY_HEADERS.ciUrl],
      client: '127.0.0.1',
      version: '2.0.0',
    };
    const trail = await api.store.control.readAudit({ remote: 'reviews' });
    expect(trail).toEqual([
      { ...common, at: expect.any(String), action: 'deploy', result: 'ok', contentHash: answer.body.contentHash },
      {
        ...common,
        at: expect.any(String),
        action: 'upload',
        result: 'ok',
        detail: expect.stringMatching(/^\d+ files, \d+ bytes, from @mfp\/remote-kit@1\.0\.0$/),
      },
    ]);
    const audited = api.log.records().filter((record) => 'audit' in record);
    expect(audited.map((record) => record.audit)).toEqual([...trail].reverse());
  });

  it('of the live bytes again changes nothing (already-live)', async () => {
    const archive = await releaseArchive('reviews');
    const first = await upload(api.url, 'reviews', archive, { token });
    const before = storeSnapshot(api);
    const again = await upload(api.url, 'reviews', archive, { token });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ ok: true, outcome: 'already-live', version: first.body.version });
    expect(storeSnapshot(api)).toEqual(before);
  });

  it('of other bytes under a published version is refused (409 version-conflict), and changes nothing', async () => {
    await upload(api.url, 'reviews', await releaseArchive('reviews'), { token, query: '?version=1.0.0' });
    const before = storeSnapshot(api);
    const other = await releaseArchive('reviews', { extra: { 'extra.js': 'changed' } });
    const answer = await upload(api.url, 'reviews', other, { token, query: '?version=1.0.0' });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({
      code: 'version-conflict',
      message: expect.stringMatching(
        /reviews@1\.0\.0 is already published with other content.*new version \(--version\)/s,
      ),
    });
    expect(storeSnapshot(api)).toEqual(before);
  });

  it('with dry-run=1 runs the gate and publishes nothing', async () => {
    const before = storeSnapshot(api);
    const answer = await upload(api.url, 'reviews', await releaseArchive('reviews', { without: ['remoteEntry.js'] }), {
      token,
      query: '?dry-run=1',
    });
    expect(answer.status).toBe(200);
    expect(deployAnswerSchema.parse(answer.body)).toMatchObject({
      outcome: 'checked',
      problems: [{ kind: 'file-missing', message: expect.stringContaining('remoteEntry.js') }],
    });
    expect(storeSnapshot(api)).toEqual(before);
  });
});

describe('two uploads of one remote at once', () => {
  it('are serialised, and both answers are true', async () => {
    const [a, b] = await Promise.all([
      releaseArchive('reviews', { extra: { 'extra.js': 'a' } }),
      releaseArchive('reviews', { extra: { 'extra.js': 'b' } }),
    ]);
    const answers = await Promise.all([
      upload(api.url, 'reviews', a, { token, query: '?version=1.0.0' }),
      upload(api.url, 'reviews', b, { token, query: '?version=2.0.0' }),
    ]);
    expect(answers.map((answer) => [answer.status, answer.body.outcome])).toEqual([
      [200, 'switched'],
      [200, 'switched'],
    ]);
    // Whichever ran second saw the first live, and is live now.
    const [first, second] = answers.map((answer) => deployAnswerSchema.parse(answer.body));
    const [earlier, later] = first!.previous === undefined ? [first!, second!] : [second!, first!];
    expect(earlier.previous).toBeUndefined();
    expect(later.previous).toBe(earlier.version);
    const releases = (await api.store.readReleases()).remotes.reviews!;
    expect(releases.live).toBe(later.version);
    expect(releases.history.map((entry) => entry.version)).toEqual([earlier.version, later.version]);
    expect(await servedEntry(api.url, 'reviews', later.version)).toMatchObject({ version: later.version });
  });
});
