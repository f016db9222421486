import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar-stream';
import {
  DEPLOY_ERRORS,
  DEPLOY_HEADERS,
  deployApiPaths,
  type DeployAnswer,
  type DeployErrorAnswer,
  type ReleasesAnswer,
} from '@mfp/shared/deploy';
import kitPackage from '../../package.json';
import { runMfp } from './runMfp';
import { exitCodeOf } from '@mfp/settings/command';
import { DeployRefused } from '../deploy/readAnswer';

const TOKEN = 'mfp_tok1_s3cr3t-never-printed';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  files: string[];
  body: string;
}

type Answer = { status: number; json: DeployAnswer | DeployErrorAnswer | ReleasesAnswer | string };

/** A deploy API that answers per the schemas: records each request, unpacks uploads, and gives the next answer. */
let server: Server;
let url: string;
let received: Received[];
let answers: Answer[];

async function unpackNames(request: IncomingMessage): Promise<string[]> {
  const names: string[] = [];
  const extract = tar.extract();
  extract.on('entry', (header, content, next) => {
    names.push(header.name);
    content.resume();
    content.on('end', next);
  });
  await pipeline(request, createGunzip(), extract);
  return names;
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  const upload = request.headers['content-type'] === 'application/gzip';
  let body = '';
  const files = upload ? await unpackNames(request) : [];
  if (!upload) for await (const chunk of request) body += String(chunk);
  received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, files, body });
  const { status, json } = answers.shift() ?? { status: 500, json: 'no answer queued' };
  response.writeHead(status, { 'content-type': typeof json === 'string' ? 'text/plain' : 'application/json' });
  response.end(typeof json === 'string' ? json : JSON.stringify(json));
}

let dist: string;
let printed: string[];
const mfp = (argv: string[], env: NodeJS.ProcessEnv = {}) =>
  runMfp(argv, {
    env: { MFP_DEPLOY_TOKEN: TOKEN, MFP_SERVER: url, ...env },
    cwd: path.dirname(dist),
    print: (line) => printed.push(line),
  });

beforeAll(async () => {
  server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dist = path.join(await mkdtemp(path.join(tmpdir(), 'mfp-deploy-client-')), 'dist');
  await mkdir(dist);
  await writeFile(path.join(dist, 'mf-manifest.json'), '{}');
  await writeFile(path.join(dist, 'remoteEntry.js'), 'x'.repeat(10_000));
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

/** What the read before a switching deploy finds: a live release and no rollout (decision 0079). */
const liveReleases: Answer = { status: 200, json: { ok: true, remote: 'reviews', live: '1.1.0', releases: [] } };

const refusal = (code: keyof typeof DEPLOY_ERRORS, message: string, extra = {}): Answer => ({
  status: DEPLOY_ERRORS[code].status,
  json: { ok: false, error: { code, message, ...extra } },
});

describe('mfp deploy against the deploy API', () => {
  it('streams the build folder as a gzipped tar with the token, client and provenance, and prints the live version', async () => {
    answers.push(liveReleases, {
      status: 200,
      json: {
        ok: true,
        outcome: 'switched',
        remote: 'reviews',
        version: '1.2.0',
        previous: '1.1.0',
        url: 'https://cdn.test/remotes/reviews/1.2.0/mf-manifest.json',
      },
    });
    await mfp(['deploy', '--remote', 'reviews', '--version', '1.2.0'], {
      MFP_COMMIT: 'a1b2c3',
      MFP_CI_URL: 'https://ci.test/7',
    });
    const [read, request] = received;
    expect(read).toMatchObject({ method: 'GET', url: deployApiPaths.releases('reviews') });
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${deployApiPaths.releases('reviews')}?version=1.2.0`);
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.headers[DEPLOY_HEADERS.client]).toBe(`@mfp/remote-kit@${kitPackage.version}`);
    expect(request?.headers[DEPLOY_HEADERS.commit]).toBe('a1b2c3');
    expect(request?.headers[DEPLOY_HEADERS.ciUrl]).toBe('https://ci.test/7');
    expect(request?.files).toEqual(['mf-manifest.json', 'remoteEntry.js']);
    expect(printed).toContain('✓ reviews 1.2.0 is live (was 1.1.0)');
    expect(printed).toContain('  manifest: https://cdn.test/remotes/reviews/1.2.0/mf-manifest.json');
    expect(printed.some((line) => /uploading 100% \(10 KB of 10 KB\)/.test(line))).toBe(true);
    expect(printed.join('\n')).not.toContain(TOKEN);
  });

  it('asks for a dry run, and says nothing was published', async () => {
    answers.push({ status: 200, json: { ok: true, outcome: 'checked', remote: 'reviews', version: '1.2.0' } });
    await mfp(['deploy', '--remote', 'reviews', '--dry-run']);
    expect(received[0]?.url).toBe(`${deployApiPaths.releases('reviews')}?dry-run=1`);
    expect(printed).toContain('✓ dry run: reviews 1.2.0 passes the gate; nothing was published');
  });

  it('fails a dry run the gate would refuse, with its problems (exit 1)', async () => {
    const problems = [{ kind: 'shared-incompatible', message: 'remote `reviews` requires react 18' }];
    answers.push({
      status: 200,
      json: { ok: true, outcome: 'checked', remote: 'reviews', version: '1.2.0', problems },
    });
    const failure = await mfp(['deploy', '--remote', 'reviews', '--dry-run']).catch((error: unknown) => error);
    expect((failure as Error).message).toBe('The gate would refuse reviews 1.2.0: fix the problems above.');
    expect(exitCodeOf(failure)).toBe(1);
    expect(printed).toContain('  - shared-incompatible: remote `reviews` requires react 18');
  });

  it('does not repeat problems that the refusal message already lists', async () => {
    const problem = { kind: 'source-maps-public', message: 'remoteEntry.js.map would be public' };
    const message = `The gate refused reviews, 1 problem:\n  - ${problem.message}`;
    answers.push(liveReleases, refusal('gate-refused', message, { problems: [problem] }));
    const failure = await mfp(['deploy', '--remote', 'reviews']).catch((error: unknown) => error);
    expect((failure as Error).message).toBe(`gate-refused: ${message}`);
  });

  it("prints each of the gate's problems on its own line and fails (exit 1)", async () => {
    const problems = [
      { kind: 'source-maps-public', message: 'dist/remoteEntry.js.map is public: write maps beside dist/' },
      { kind: 'kit-incompatible', message: 'Built with @mfp/remote-kit@0.9.0: install @mfp/remote-kit@^1' },
    ];
    answers.push(
      liveReleases,
      refusal('gate-refused', 'The gate refused reviews 1.2.0', { problems, requestId: 'req-7' }),
    );
    const failure = await mfp(['deploy', '--remote', 'reviews']).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DeployRefused);
    expect(exitCodeOf(failure)).toBe(1);
    expect((failure as Error).message.split('\n')).toEqual([
      'gate-refused: The gate refused reviews 1.2.0',
      '  - source-maps-public: dist/remoteEntry.js.map is public: write maps beside dist/',
      '  - kit-incompatible: Built with @mfp/remote-kit@0.9.0: install @mfp/remote-kit@^1',
      '  (request id req-7, for the platform team)',
    ]);
  });

  it('shows a refused token as its code and message, never the token', async () => {
    answers.push(refusal('token-invalid', 'The token is not one the platform issued'));
    const failure = await mfp(['deploy', '--remote', 'reviews']).catch((error: unknown) => error);
    expect((failure as Error).message).toBe('token-invalid: The token is not one the platform issued');
    expect(exitCodeOf(failure)).toBe(1);
    expect(`${(failure as Error).message}${printed.join('')}`).not.toContain(TOKEN);
  });

  it('takes a refusal sent before the upload is all sent, as the API answers a bad token, the body left unread', async () => {
    const early = createServer((request, response) => {
      if (request.method === 'GET') return response.end(JSON.stringify(liveReleases.json));
      response.writeHead(401, { 'content-type': 'application/json', connection: 'close' });
      response.end(JSON.stringify(refusal('token-revoked', 'The token was revoked').json));
    });
    await new Promise<void>((resolve) => early.listen(0, '127.0.0.1', resolve));
    const big = await mkdtemp(path.join(tmpdir(), 'mfp-deploy-big-'));
    // Incompressible, so the archive is megabytes too: far more than the socket buffers take before the answer.
    await writeFile(path.join(big, 'remoteEntry.js'), randomBytes(8 * 1024 * 1024));
    try {
      const server = `http://127.0.0.1:${(early.address() as AddressInfo).port}`;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await expect(mfp(['deploy', big, '--remote', 'reviews', '--server', server])).rejects.toThrow(
          'token-revoked: The token was revoked',
        );
      }
    } finally {
      await new Promise((resolve) => early.close(resolve));
      await rm(big, { recursive: true, force: true });
    }
  });

  describe('when the connection breaks before the answer arrives', () => {
    /**
     * A server that cuts every upload's connection, as a refusal that overtakes the body can, and answers reads: the
     * one before the upload with `liveReleases` (the token was revoked meanwhile), the ones after with `read`.
     */
    async function cuttingServer(read: Answer): Promise<{ server: string; close: () => Promise<unknown> }> {
      let reads = 0;
      const cutting = createServer((request, response) => {
        if (request.method === 'POST') return request.socket.destroy();
        reads += 1;
        if (reads === 1) return response.end(JSON.stringify(liveReleases.json));
        response.writeHead(read.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(read.json));
      });
      await new Promise<void>((resolve) => cutting.listen(0, '127.0.0.1', resolve));
      return {
        server: `http://127.0.0.1:${(cutting.address() as AddressInfo).port}`,
        close: () => new Promise((resolve) => cutting.close(resolve)),
      };
    }

    it("hears the token's refusal again by reading the releases, and shows it", async () => {
      const cutting = await cuttingServer(refusal('token-wrong-remote', 'The token may deploy ratings, not reviews'));
      try {
        const failure = await mfp(['deploy', '--remote', 'reviews', '--server', cutting.server]).catch(
          (error: unknown) => error,
        );
        expect((failure as Error).message).toBe('token-wrong-remote: The token may deploy ratings, not reviews');
        expect(exitCodeOf(failure)).toBe(1);
      } finally {
        await cutting.close();
      }
    });

    it('keeps the connection error when the token is good', async () => {
      const cutting = await cuttingServer({ status: 200, json: { ok: true, remote: 'reviews', releases: [] } });
      try {
        await expect(mfp(['deploy', '--remote', 'reviews', '--server', cutting.server])).rejects.toThrow(
          /Could not reach the deploy API at .* \((ECONNRESET|EPIPE)\)/,
        );
      } finally {
        await cutting.close();
      }
    });
  });

  it('says the server cannot be reached when nothing listens there (exit 1)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const failure = await mfp(['deploy', '--remote', 'reviews', '--server', `http://127.0.0.1:${port}`]).catch(
      (error: unknown) => error,
    );
    expect((failure as Error).message).toMatch(
      /Could not reach the deploy API at .* \(ECONNREFUSED\)\. Check --server/,
    );
    expect(exitCodeOf(failure)).toBe(1);
  });

  it('says what is wrong when the server is not a deploy API', async () => {
    answers.push({ status: 404, json: '<html>Not Found</html>' });
    await expect(mfp(['deploy', '--remote', 'reviews'])).rejects.toThrow(
      /answered HTTP 404 with something other than the deploy API's JSON: is it an MFP host running with DEPLOY_API=on\?/,
    );
  });

  it('refuses to start without MFP_DEPLOY_TOKEN (exit 2), sending nothing', async () => {
    const failure = await mfp(['deploy', '--remote', 'reviews'], { MFP_DEPLOY_TOKEN: '' }).catch(
      (error: unknown) => error,
    );
    expect((failure as Error).message).toMatch(
      /MFP_DEPLOY_TOKEN is not set.*npm run tokens -- create --remote reviews/,
    );
    expect(exitCodeOf(failure)).toBe(2);
    expect(received).toEqual([]);
  });
});

describe('mfp releases and mfp rollback', () => {
  it('lists the releases, newest first, with who deployed them and the live one marked', async () => {
    answers.push({
      status: 200,
      json: {
        ok: true,
        remote: 'reviews',
        live: '1.2.0',
        rollbackTarget: '1.1.0',
        releases: [
          {
            version: '1.2.0',
            action: 'deploy',
            at: '2026-11-25T06:00:00Z',
            tokenId: 'tok1',
            commit: 'a1b2c3',
            live: true,
            published: true,
          },
          { version: '1.1.0', action: 'deploy', user: 'ana', host: 'laptop', live: false, published: true },
        ],
      },
    });
    await mfp(['releases', '--remote', 'reviews']);
    expect(received[0]).toMatchObject({ method: 'GET', url: deployApiPaths.releases('reviews') });
    expect(received[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(printed).toEqual([
      'reviews: live 1.2.0, rollback goes to 1.1.0',
      '*  1.2.0  deploy  2026-11-25T06:00:00Z  tok1  commit a1b2c3',
      '   1.1.0  deploy  ana@laptop',
    ]);
  });

  it('rolls back to a given version and prints the live one, and the rollout it ended', async () => {
    answers.push({
      status: 200,
      json: {
        ok: true,
        outcome: 'switched',
        remote: 'reviews',
        version: '1.0.0',
        previous: '1.2.0',
        abortedRollout: { version: '2.0.0', share: 25 },
      },
    });
    await mfp(['rollback', '--remote', 'reviews', '--to', '1.0.0']);
    expect(received[0]).toMatchObject({ method: 'POST', url: deployApiPaths.rollback('reviews') });
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({ to: '1.0.0' });
    expect(printed).toContain('✓ reviews 1.0.0 is live (was 1.2.0)');
    expect(printed).toContain('  its rollout of 2.0.0 at 25% was aborted');
  });

  it('shows a refused rollback as its code and message', async () => {
    answers.push(refusal('no-previous-release', 'reviews has no earlier release to roll back to'));
    await expect(mfp(['rollback', '--remote', 'reviews'])).rejects.toThrow(
      'no-previous-release: reviews has no earlier release to roll back to',
    );
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({});
  });
});
