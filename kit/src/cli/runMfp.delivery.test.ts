import { rejectedSamples } from '@mfp/testing';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deployApiPaths, type RolloutStatusAnswer } from '@mfp/shared/deploy';
import { exitCodeOf } from '@mfp/settings/command';
import { runMfp } from './runMfp';

/* `mfp deploy --no-switch`, `mfp preview` and `mfp rollout` against a deploy API that answers per the schemas. */

const TOKEN = 'mfp_tok1_s3cr3t-never-printed';
const LINK = 'https://shop.test/reviews?mfp-preview=reviews~1.1.0~1893456000000~sig';

let server: Server;
let url: string;
let dist: string;
let received: { method: string; url: string; body: string }[];
let answers: { status: number; json: unknown }[];
let printed: string[];

async function handle(request: IncomingMessage, response: ServerResponse) {
  let body = '';
  for await (const chunk of request)
    body += request.headers['content-type'] === 'application/gzip' ? '' : String(chunk);
  received.push({ method: request.method ?? '', url: request.url ?? '', body });
  const { status, json } = answers.shift() ?? { status: 500, json: 'no answer queued' };
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(json));
}

const mfp = (argv: string[]) =>
  runMfp(argv, {
    env: { MFP_DEPLOY_TOKEN: TOKEN, MFP_SERVER: url },
    cwd: path.dirname(dist),
    print: (line) => printed.push(line),
  });

beforeAll(async () => {
  server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dist = path.join(await mkdtemp(path.join(tmpdir(), 'mfp-delivery-client-')), 'dist');
  await mkdir(dist);
  await writeFile(path.join(dist, 'mf-manifest.json'), '{}');
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(path.dirname(dist), { recursive: true, force: true });
});
beforeEach(() => {
  received = [];
  answers = [];
  printed = [];
});

const releases = (live?: string, rollout?: { version: string; share: number; state: string }) => ({
  status: 200,
  json: { ok: true, remote: 'reviews', ...(live && { live }), releases: [], ...(rollout && { rollout }) },
});

describe('mfp deploy --no-switch', () => {
  it('checks the remote has a live release, publishes without switching, and prints the preview link', async () => {
    answers.push(releases('1.0.0'), {
      status: 200,
      json: {
        ok: true,
        outcome: 'published',
        remote: 'reviews',
        version: '1.1.0',
        live: '1.0.0',
        preview: { url: LINK, expiresAt: '2030-01-01T00:00:00.000Z' },
      },
    });
    await mfp(['deploy', '--remote', 'reviews', '--version', '1.1.0', '--no-switch', '--preview-ttl', '2h']);
    expect(received.map((request) => `${request.method} ${request.url}`)).toEqual([
      `GET ${deployApiPaths.releases('reviews')}`,
      `POST ${deployApiPaths.releases('reviews')}?version=1.1.0&no-switch=1&preview-ttl=7200000`,
    ]);
    expect(printed).toEqual(
      expect.arrayContaining([
        '✓ reviews 1.1.0 is published, not live: 1.0.0 stays live',
        '  preview link (shows reviews 1.1.0 in the host, in one tab; until 2030-01-01T00:00:00.000Z):',
        `  ${LINK}`,
      ]),
    );
  });

  it('refuses a remote with no live release before uploading anything (exit 1)', async () => {
    answers.push(releases());
    const failure = await mfp(['deploy', '--remote', 'reviews', '--no-switch']).catch((error: unknown) => error);
    expect((failure as Error).message).toMatch(/^rollout-conflict: reviews has no live release.*Nothing was uploaded/);
    expect(exitCodeOf(failure)).toBe(1);
    expect(received.map((request) => request.method)).toEqual(['GET']);
  });
});

describe('mfp deploy while the remote has a rollout (decision 0079)', () => {
  const rollout = { version: '2.0.0', share: 25, state: 'paused' };

  it('refuses a deploy that would switch before uploading anything, saying how to end the rollout (exit 1)', async () => {
    answers.push(releases('1.0.0', rollout));
    const failure = await mfp(['deploy', '--remote', 'reviews']).catch((error: unknown) => error);
    expect((failure as Error).message).toBe(
      'rollout-conflict: reviews has a rollout of 2.0.0 at 25%, paused: a deploy that switches now would change the ' +
        'release it is compared with. End it first (mfp rollout promote reviews, or mfp rollout abort reviews), or ' +
        'publish this release without switching (--no-switch). Nothing was uploaded.',
    );
    expect(exitCodeOf(failure)).toBe(1);
    expect(received.map((request) => request.method)).toEqual(['GET']);
  });

  it('uploads with --no-switch, or a version that is live already, which changes nothing', async () => {
    const published = { ok: true, outcome: 'published', remote: 'reviews', version: '1.1.0', live: '1.0.0' };
    const unchanged = { ok: true, outcome: 'already-live', remote: 'reviews', version: '1.0.0' };
    answers.push(releases('1.0.0', rollout), { status: 200, json: published });
    answers.push(releases('1.0.0', rollout), { status: 200, json: unchanged });
    await mfp(['deploy', '--remote', 'reviews', '--version', '1.1.0', '--no-switch']);
    await mfp(['deploy', '--remote', 'reviews', '--version', '1.0.0']);
    expect(received.map((request) => request.method)).toEqual(['GET', 'POST', 'GET', 'POST']);
    expect(printed).toContain('✓ reviews 1.0.0 was live already: nothing changed');
  });
});

it('mfp preview asks for a fresh link with its lifetime and prints it', async () => {
  answers.push({
    status: 200,
    json: {
      ok: true,
      remote: 'reviews',
      version: '1.1.0',
      preview: { url: LINK, expiresAt: '2030-01-01T00:00:00.000Z' },
    },
  });
  await mfp(['preview', 'reviews', '1.1.0', '--preview-ttl', '3d']);
  expect(received[0]).toMatchObject({
    method: 'POST',
    url: deployApiPaths.previews('reviews'),
    body: JSON.stringify({ version: '1.1.0', ttlMs: 3 * 24 * 60 * 60_000 }),
  });
  expect(printed.at(-1)).toBe(`  ${LINK}`);
});

const STATUS: RolloutStatusAnswer = {
  ok: true,
  remote: 'reviews',
  live: '1.0.0',
  rollout: {
    version: '1.1.0',
    steps: [10, 50, 100],
    step: 1,
    share: 50,
    intervalMs: 120_000,
    state: 'running',
    startedAt: '2030-01-01T00:00:00.000Z',
    stepStartedAt: '2030-01-01T00:02:00.000Z',
    nextDecisionAt: '2030-01-01T00:04:00.000Z',
    thresholds: { minMounts: 20 },
    startedBy: { user: 'tok_abcdefgh', host: 'web-1', tokenId: 'tok_abcdefgh' },
    analyses: [
      {
        at: '2030-01-01T00:02:00.000Z',
        verdict: 'as-good',
        reasons: ['render failures 0.0% vs 0.1%'],
        share: 10,
        rejected: rejectedSamples({ 'no-token': 12, expired: 2 }),
        dropped: 0,
      },
    ],
  },
  ended: [
    {
      version: '1.0.5',
      outcome: 'aborted',
      by: 'analysis',
      reason: 'render failures rose by 12 per 100 mounts',
      at: '2029-12-31T10:00:00.000Z',
      startedAt: '2029-12-31T09:00:00.000Z',
      share: 25,
    },
  ],
};

describe('mfp rollout', () => {
  it('starts one with its steps, interval and thresholds, and prints where it stands', async () => {
    answers.push({ status: 200, json: { ...STATUS, action: 'start' } });
    await mfp([
      'rollout',
      'start',
      'reviews',
      '1.1.0',
      '--steps',
      '10,50,100',
      '--interval',
      '2m',
      '--threshold',
      'minMounts=20',
      '--threshold',
      'maxP95Ratio=2',
    ]);
    expect(received[0]).toMatchObject({ method: 'POST', url: deployApiPaths.rollout('reviews') });
    expect(JSON.parse(received[0]!.body)).toEqual({
      action: 'start',
      version: '1.1.0',
      steps: [10, 50, 100],
      intervalMs: 120_000,
      thresholds: { minMounts: 20, maxP95Ratio: 2 },
    });
    expect(printed).toEqual([
      "✓ reviews's rollout started",
      'reviews: live 1.0.0',
      'rollout of 1.1.0: running, 50% of visitors (step 2 of 3: 10,50,100), judged every 2m',
      '  started 2030-01-01 00:00:00 UTC by tok_abcdefgh; this step since 2030-01-01 00:02:00 UTC; next decision 2030-01-01 00:04:00 UTC',
      '  thresholds: minMounts=20',
      '  2030-01-01 00:02:00 UTC at 10%: as-good (render failures 0.0% vs 0.1%)',
      '    rejected samples: 14 (no-token 12, expired 2); failures over the cap: 0',
      'ended rollouts, newest first:',
      '  1.0.5 aborted by analysis at 25% on 2029-12-31 10:00:00 UTC: render failures rose by 12 per 100 mounts',
    ]);
  });

  it.each(['pause', 'resume', 'promote', 'abort'])('%s sends the action alone', async (action) => {
    answers.push({ status: 200, json: { ok: true, remote: 'reviews', ended: [], action } });
    await mfp(['rollout', action, 'reviews']);
    expect(JSON.parse(received[0]!.body)).toEqual({ action });
    expect(printed[0]).toMatch(/^✓ reviews's rollout /);
  });

  it('status reads, and prints the answer as JSON with --json', async () => {
    answers.push({ status: 200, json: STATUS });
    await mfp(['rollout', 'status', 'reviews', '--json']);
    expect(received[0]).toMatchObject({ method: 'GET', url: deployApiPaths.rollout('reviews') });
    expect(JSON.parse(printed.join('\n'))).toEqual(STATUS);
  });

  it('shows a refusal with its code (exit 1)', async () => {
    answers.push({
      status: 409,
      json: { ok: false, error: { code: 'rollout-conflict', message: 'reviews has no rollout running' } },
    });
    const failure = await mfp(['rollout', 'abort', 'reviews']).catch((error: unknown) => error);
    expect((failure as Error).message).toBe('rollout-conflict: reviews has no rollout running');
    expect(exitCodeOf(failure)).toBe(1);
  });
});
