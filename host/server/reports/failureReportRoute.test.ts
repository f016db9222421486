import { createFolderStore } from '@mfp/store';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { FAILURE_REPORT_PATH, REPORT_LIMITS, type FailureReport } from '@mfp/shared/failures';
import { computeDigest } from './digest';
import { createHostServer } from '../hostServer';
import { captureLog, type CapturedLog, TEST_DIGEST_SECRET } from '../testing/fixtures';

const report = {
  culprit: 'remote',
  remote: 'catalog',
  version: '1.2.0',
  kind: 'render-failed',
  code: 'MFP-401',
  message: "Cannot read properties of undefined (reading 'price')",
  stack: "TypeError: Cannot read properties of undefined (reading 'price')\n    at ProductCard (App.tsx:12:7)",
  url: 'http://localhost:3000/catalog/espresso-cup',
} satisfies FailureReport;

describe(`POST ${FAILURE_REPORT_PATH}`, () => {
  let app: FastifyInstance;
  let log: CapturedLog;

  beforeEach(() => {
    log = captureLog();
    app = createHostServer({
      hostDist: '/nonexistent',
      registry: createFolderStore({ dir: '/nonexistent' }),
      allowedRemoteOrigins: ['http://localhost:3100'],
      digestSecret: TEST_DIGEST_SECRET,
      logger: { stream: log },
    });
  });

  afterEach(() => app.close());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: FAILURE_REPORT_PATH,
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
    });

  const failureRecords = () => log.records().filter((record) => record.event === 'platform-failure');

  async function expectRejected(response: Awaited<ReturnType<typeof post>>, status: number, pattern: RegExp) {
    expect(response.statusCode).toBe(status);
    const body = response.json<{ error: string }>();
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toMatch(pattern);
    expect(body.error).not.toMatch(/\n\s+at /);
    expect(failureRecords()).toHaveLength(0);
  }

  it('answers with the digest and writes exactly one log line with every field', async () => {
    const response = await post(report, { 'user-agent': 'Mozilla/5.0 (test)' });
    expect(response.statusCode).toBe(200);
    const digest = computeDigest(report, TEST_DIGEST_SECRET);
    expect(response.json()).toEqual({ digest });

    const records = failureRecords();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      level: 50,
      event: 'platform-failure',
      source: 'client',
      culprit: 'remote',
      digest,
      remote: 'catalog',
      version: '1.2.0',
      kind: 'render-failed',
      code: 'MFP-401',
      message: report.message,
      stack: report.stack,
      pageUrl: report.url,
      userAgent: 'Mozilla/5.0 (test)',
      servedFallback: null,
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('gives the same failure the same digest, whatever the page or stack', async () => {
    const first = await post(report);
    const second = await post({ ...report, url: 'http://localhost:3000/catalog', stack: 'other' });
    expect(second.json()).toEqual(first.json());
  });

  it('gives the same failure the same digest in a restarted server with the same secret, another under another', async () => {
    const digest = (await post(report)).json<{ digest: string }>().digest;
    const serverWith = (digestSecret: string) =>
      createHostServer({
        hostDist: '/nonexistent',
        registry: createFolderStore({ dir: '/nonexistent' }),
        allowedRemoteOrigins: ['http://localhost:3100'],
        digestSecret,
        logger: false,
      });
    const restarted = serverWith(TEST_DIGEST_SECRET);
    const otherKey = serverWith(`${TEST_DIGEST_SECRET}-other`);
    const digestFrom = async (server: FastifyInstance) => {
      const response = await server.inject({
        method: 'POST',
        url: FAILURE_REPORT_PATH,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(report),
      });
      await server.close();
      return response.json<{ digest: string }>().digest;
    };
    expect(await digestFrom(restarted)).toBe(digest);
    expect(await digestFrom(otherKey)).not.toBe(digest);
  });

  // U+0085, U+2028 and U+2029 pass through JSON unescaped; tools that split on them would see a second, forged line.
  it('escapes the characters some tools take for line breaks, keeping the logged values intact', async () => {
    const forged = '{"event":"platform-failure","digest":"1"}';
    const message = `boom\u2028${forged}\u2029${forged}\u0085${forged}`;
    expect((await post({ ...report, message, stack: `at x\u2028at y` })).statusCode).toBe(200);
    const [line] = log
      .lines()
      .filter((candidate) => candidate.includes('"platform-failure"') && candidate.includes('boom'));
    expect(line).toBeDefined();
    expect(line).not.toMatch(/[\u0085\u2028\u2029]/);
    expect(line).toContain('boom\\u2028{');
    expect(line).toContain('\\u0085');
    // Split the way Python's splitlines or a JavaScript line reader would: still one line.
    expect(line?.split(/\r\n|[\n\r\u0085\u2028\u2029]/)).toHaveLength(1);
    expect(failureRecords()).toHaveLength(1);
    expect(failureRecords()[0]).toMatchObject({ message, stack: 'at x\u2028at y' });
  });

  it('logs absent optional fields as null, so every record has the same fields', async () => {
    const minimal = {
      culprit: 'remote',
      remote: 'cart',
      kind: 'timeout',
      message: 'timed out after 8000 ms',
      url: '/',
    };
    expect((await post(minimal)).statusCode).toBe(200);
    expect(failureRecords()[0]).toMatchObject({
      version: null,
      stack: null,
      servedFallback: null,
      override: null,
      preview: false,
      requestId: null,
      serverFailure: null,
    });
  });

  it('logs the request id a caller sent, so it can find its own line, and ignores a malformed one', async () => {
    expect((await post(report, { 'x-request-id': 'e2e-7b4e.run_1' })).statusCode).toBe(200);
    expect((await post(report, { 'x-request-id': 'two words' })).statusCode).toBe(200);
    expect(failureRecords().map((record) => record.requestId)).toEqual(['e2e-7b4e.run_1', null]);
  });

  it('logs the last known-good version the user was shown instead, under the same digest as the failure alone', async () => {
    const response = await post({ ...report, servedFallback: '1.1.0' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ digest: computeDigest(report, TEST_DIGEST_SECRET) });
    const [record] = failureRecords();
    expect(record).toMatchObject({ version: '1.2.0', servedFallback: '1.1.0' });
    expect(record?.msg).toMatch(/render-failed \(MFP-401\), digest \d+; served last known-good 1\.1\.0$/);
  });

  it('rejects a servedFallback longer than a version may be', async () => {
    const servedFallback = 'v'.repeat(REPORT_LIMITS.version + 1);
    await expectRejected(
      await post({ ...report, servedFallback }),
      400,
      /body\/servedFallback must NOT have more than 64 characters/,
    );
  });

  it('marks a failure of an overridden remote with the manifest URL the override pointed at', async () => {
    const override = 'http://localhost:3001/mf-manifest.json';
    const response = await post({ ...report, override });
    expect(response.statusCode).toBe(200);
    // The override does not change the failure's identity: the same failure gets the same digest.
    expect(response.json()).toEqual({ digest: computeDigest(report, TEST_DIGEST_SECRET) });
    expect(failureRecords()[0]).toMatchObject({ override, remote: 'catalog' });
    expect(failureRecords()[0]?.msg).toContain(`through the override ${override}`);
  });

  it('marks a failure from a tab that previews a release, under the same digest, its link kept out', async () => {
    const url = 'http://localhost:3000/catalog?mfp-preview=catalog~2.0.0~99999999999999~sig';
    const response = await post({ ...report, url, preview: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ digest: computeDigest(report, TEST_DIGEST_SECRET) });
    expect(failureRecords()[0]).toMatchObject({
      preview: true,
      pageUrl: 'http://localhost:3000/catalog?mfp-preview=redacted',
    });
    expect(failureRecords()[0]?.msg).toMatch(/^remote "catalog" failed \(in a preview\): render-failed/);
  });

  it('rejects a preview mark other than true', async () => {
    await expectRejected(await post({ ...report, preview: false }), 400, /body\/preview must be equal to constant/);
  });

  it('rejects an override longer than a page URL may be', async () => {
    const response = await post({ ...report, override: `http://localhost:3001/${'x'.repeat(2_000)}` });
    expect(response.statusCode).toBe(400);
    expect(failureRecords()).toHaveLength(0);
  });

  it('derives the code from the kind when the client sends none', async () => {
    const { code: _code, ...withoutCode } = report;
    expect((await post(withoutCode)).statusCode).toBe(200);
    expect(failureRecords()[0]).toMatchObject({ kind: 'render-failed', code: 'MFP-401', culprit: 'remote' });
  });

  it('names the culprit in the line: a remote by name, the registry (and the entry, if any), the host', async () => {
    const registry = { culprit: 'registry', kind: 'registry-invalid', message: 'not JSON', url: '/' };
    const entry = { ...registry, remote: 'intruder' };
    const host = { culprit: 'host', kind: 'host-failed', message: 'header exploded', url: '/' };
    for (const body of [report, registry, entry, host]) expect((await post(body)).statusCode).toBe(200);
    const lines = failureRecords().map((record) => [record.culprit, record.remote, String(record.msg).split(':')[0]]);
    expect(lines).toEqual([
      ['remote', 'catalog', 'remote "catalog" failed'],
      ['registry', null, 'the registry failed'],
      ['registry', 'intruder', 'the registry failed (entry "intruder")'],
      ['host', null, 'the host failed'],
    ]);
  });

  it('keeps the digests of registry and host failures from before the culprit had its own field', async () => {
    // Those failures carried "registry" and "host" as their remote; a digest users were shown must still find them.
    const registry = { culprit: 'registry', kind: 'registry-invalid', message: 'not JSON', url: '/' } as const;
    const host = { culprit: 'host', kind: 'host-failed', message: 'header exploded', url: '/' } as const;
    expect((await post(registry)).json()).toEqual({
      digest: computeDigest({ remote: 'registry', kind: registry.kind, message: registry.message }, TEST_DIGEST_SECRET),
    });
    expect((await post(host)).json()).toEqual({
      digest: computeDigest({ remote: 'host', kind: host.kind, message: host.message }, TEST_DIGEST_SECRET),
    });
  });

  it('rejects a remote failure without the remote, and a host failure that names one', async () => {
    const { remote: _remote, ...nameless } = report;
    await expectRejected(await post(nameless), 400, /culprit "remote" needs the remote's name in "remote"/);
    const host = { culprit: 'host', remote: 'catalog', kind: 'host-failed', message: 'x', url: '/' };
    await expectRejected(await post(host), 400, /culprit "host" names no remote, but "remote" is "catalog"/);
  });

  it('rejects a body that is not JSON', async () => {
    await expectRejected(await post('{"remote": "catalog",'), 400, /not valid JSON.*application\/json/);
  });

  it.each([
    ['__proto__', '{"__proto__": {"polluted": true}, "remote": "catalog"}'],
    ['constructor.prototype', '{"constructor": {"prototype": {"polluted": true}}}'],
  ])('rejects valid JSON with a %s key, saying so rather than "not valid JSON"', async (_key, body) => {
    await expectRejected(await post(body), 400, /contains a "__proto__" or "constructor\.prototype" key.*own fields/);
  });

  it('rejects a body that does not decompress as its Content-Encoding says', async () => {
    await expectRejected(
      await post(JSON.stringify(report), { 'content-encoding': 'gzip' }),
      400,
      /could not be decompressed as Content-Encoding "gzip" says.*uncompressed/,
    );
  });

  it('rejects an unsupported Content-Encoding, naming it', async () => {
    await expectRejected(
      await post(report, { 'content-encoding': 'zip' }),
      415,
      /Content-Encoding "zip" is not supported.*uncompressed.*gzip, deflate or br/,
    );
  });

  it('accepts a gzip-compressed report', async () => {
    const response = await post(gzipSync(JSON.stringify(report)), { 'content-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
  });

  it('rejects an empty body', async () => {
    await expectRejected(await post(''), 400, /body is empty/);
  });

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['form data', 'application/x-www-form-urlencoded'],
  ])('rejects a JSON body sent as %s', async (_label, contentType) => {
    await expectRejected(
      await post(report, { 'content-type': contentType }),
      400,
      new RegExp(`Content-Type "${contentType.replace(/[+.]/g, '\\$&')}" is not accepted.*application/json`),
    );
  });

  it.each(['culprit', 'kind', 'message', 'url'] as const)('rejects a report without %s', async (field) => {
    const { [field]: _omitted, ...incomplete } = report;
    await expectRejected(
      await post(incomplete),
      400,
      new RegExp(`must have required property '${field}'.*FailureReport`),
    );
  });

  it('rejects a field of the wrong type instead of coercing it', async () => {
    await expectRejected(await post({ ...report, message: 42 }), 400, /body\/message must be string/);
  });

  it('rejects an unknown kind and lists the known ones', async () => {
    await expectRejected(
      await post({ ...report, kind: 'exploded' }),
      400,
      /body\/kind must be equal to one of the allowed values \(.*render-failed.*\)/,
    );
  });

  it('rejects a code that belongs to another kind', async () => {
    await expectRejected(
      await post({ ...report, code: 'MFP-205' }),
      400,
      /code "MFP-205" does not belong to kind "render-failed", whose code is "MFP-401"/,
    );
  });

  it('rejects a field the contract does not have, naming it', async () => {
    await expectRejected(await post({ ...report, password: 'x' }), 400, /"password" is not a report field/);
  });

  it('rejects a field over its shared limit', async () => {
    const message = 'x'.repeat(REPORT_LIMITS.message + 1);
    await expectRejected(
      await post({ ...report, message }),
      400,
      /body\/message must NOT have more than 2000 characters/,
    );
  });

  it('accepts fields at their limits', async () => {
    const atLimits = { ...report, message: 'm'.repeat(REPORT_LIMITS.message), stack: 's'.repeat(REPORT_LIMITS.stack) };
    expect((await post(atLimits)).statusCode).toBe(200);
  });

  it('answers 413 for a body over the size limit', async () => {
    const padded = JSON.stringify(report) + ' '.repeat(REPORT_LIMITS.body);
    await expectRejected(await post(padded), 413, /larger than 16384 bytes.*REPORT_LIMITS/);
  });

  it('accepts only POST', async () => {
    const response = await app.inject({ method: 'GET', url: FAILURE_REPORT_PATH });
    expect(response.statusCode).toBe(404);
  });
});
