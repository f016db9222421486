import { gzipSync } from 'node:zlib';
import { createFolderStore } from '@mfp/store';
import type { FastifyInstance } from 'fastify';
import { FAILURE_REPORT_PATH, REPORT_LIMITS } from '@mfp/shared/failures';
import { createHostServer } from '../hostServer';
import { captureLog, TEST_DIGEST_SECRET, type CapturedLog } from '../testing/fixtures';

const report = (message = 'boom') => ({
  culprit: 'remote',
  remote: 'catalog',
  kind: 'render-failed',
  message,
  url: 'http://localhost:3000/catalog',
});

describe(`POST ${FAILURE_REPORT_PATH}: bounded log`, () => {
  let app: FastifyInstance;
  let log: CapturedLog;
  let closed: boolean;
  let startLines: number;
  /** Lines written since the server was ready (start-up warnings, such as the missing hostDist here, aside). */
  const newLines = () => log.lines().slice(startLines);
  const newRecords = () => newLines().map((line) => JSON.parse(line) as Record<string, unknown>);

  const create = async (perClient: number, global: number) => {
    log = captureLog();
    closed = false;
    app = createHostServer({
      hostDist: '/nonexistent',
      registry: createFolderStore({ dir: '/nonexistent' }),
      allowedRemoteOrigins: ['http://localhost:3100'],
      digestSecret: TEST_DIGEST_SECRET,
      failureReportsPerMinute: perClient,
      failureReportsGlobalPerMinute: global,
      logger: { stream: log },
    });
    await app.ready();
    startLines = log.lines().length;
  };
  // The minute's summary is written when the server closes, as on shutdown, so a test need not wait a minute.
  const close = async () => {
    closed = true;
    await app.close();
  };
  afterEach(async () => {
    if (!closed) await app.close();
  });

  let nextAddress = 0;
  const post = (payload: string | Buffer, headers: Record<string, string> = {}, remoteAddress?: string) =>
    app.inject({
      method: 'POST',
      url: FAILURE_REPORT_PATH,
      remoteAddress: remoteAddress ?? `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });

  const failureLines = () => log.records().filter((record) => record.event === 'platform-failure');
  const summaries = () =>
    Object.fromEntries(
      log
        .records()
        .filter((record) => record.event === 'error-reports-refused')
        .map((record) => [record.reason, { status: record.status, count: record.count, clients: record.clients }]),
    );

  it('writes no line per refused report, only one summary line per reason and minute, with counts', async () => {
    await create(2, 100);
    const answers: number[] = [];
    for (let sent = 0; sent < 3; sent += 1) answers.push((await post('{"not": json')).statusCode);
    for (let sent = 0; sent < 2; sent += 1) answers.push((await post(JSON.stringify({ remote: 'x' }))).statusCode);
    for (let sent = 0; sent < 2; sent += 1) answers.push((await post(' '.repeat(REPORT_LIMITS.body + 1))).statusCode);
    for (let sent = 0; sent < 2; sent += 1) {
      answers.push((await post(gzipSync(JSON.stringify(report())), { 'content-encoding': 'zip' })).statusCode);
    }
    for (let sent = 0; sent < 5; sent += 1)
      answers.push((await post(JSON.stringify(report()), {}, '10.9.9.9')).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400, 413, 413, 415, 415, 200, 200, 429, 429, 429]);

    // While serving: the two accepted reports' lines, and nothing else, not even fastify's request lines.
    expect(newLines()).toHaveLength(2);
    expect(failureLines()).toHaveLength(2);

    await close();
    expect(summaries()).toEqual({
      invalid: { status: 400, count: 5, clients: 5 },
      'too-large': { status: 413, count: 2, clients: 2 },
      'unsupported-encoding': { status: 415, count: 2, clients: 2 },
      'rate-limited': { status: 429, count: 3, clients: 1 },
    });
    expect(newLines()).toHaveLength(2 + 4);
  });

  it('logs at most the global budget of reports a minute from all clients together, answering the rest 429', async () => {
    await create(100, 3);
    const answers = [];
    for (let failure = 0; failure < 6; failure += 1)
      answers.push(await post(JSON.stringify(report(`boom ${failure}`))));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429, 429, 429]);
    const refused = answers[3]!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      error: expect.stringMatching(
        /^too many failure reports: the server logs at most ERROR_REPORTS_GLOBAL_PER_MINUTE of them a minute, from all clients together, so this one was not logged\. Retry in \d+ seconds/,
      ),
    });
    expect(failureLines().map((line) => line.message)).toEqual(['boom 0', 'boom 1', 'boom 2']);

    await close();
    expect(summaries()).toEqual({ 'over-budget': { status: 429, count: 3, clients: 3 } });
  });

  it('over the budget, still gives a failure logged in this minute its digest, which leads to that line', async () => {
    await create(100, 1);
    const first = await post(JSON.stringify(report('same')));
    const again = await post(JSON.stringify({ ...report('same'), url: 'http://localhost:3000/other' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(failureLines()).toEqual([expect.objectContaining({ digest: first.json<{ digest: string }>().digest })]);

    await close();
    expect(summaries()).toEqual({ 'repeat-not-logged': { status: 200, count: 1, clients: 1 } });
  });

  it('writes no line per request for what other routes answer either', async () => {
    await create(100, 100);
    const urls = ['/', '/registry.json', '/healthz', '/missing.js', '/%c0'];
    for (const url of [...urls, ...urls]) await app.inject({ url });
    await app.inject({ method: 'GET', url: FAILURE_REPORT_PATH });
    // The host is not built and the registry is missing here, which the platform team must hear about: one line
    // each, however many requests meet them, and no other.
    expect(newRecords().map((record) => record.event)).toEqual(['host-not-built', 'registry-missing']);
  });
});
