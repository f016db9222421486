import { createFolderStore } from '@mfp/store';
import type { FastifyInstance } from 'fastify';
import { FAILURE_REPORT_PATH, type FailureReport } from '@mfp/shared/failures';
import { DEFAULT_FAILURE_REPORTS_PER_MINUTE } from './reportLimits';
import { createHostServer } from '../hostServer';
import { captureLog, type CapturedLog, TEST_DIGEST_SECRET } from '../testing/fixtures';

const report: FailureReport = {
  culprit: 'remote',
  remote: 'catalog',
  kind: 'render-failed',
  code: 'MFP-401',
  message: 'boom',
  url: 'http://localhost:3000/catalog',
};

describe(`POST ${FAILURE_REPORT_PATH}: rate limit`, () => {
  let app: FastifyInstance;
  let log: CapturedLog;

  const create = (failureReportsPerMinute?: number) => {
    log = captureLog();
    app = createHostServer({
      hostDist: '/nonexistent',
      registry: createFolderStore({ dir: '/nonexistent' }),
      allowedRemoteOrigins: ['http://localhost:3100'],
      digestSecret: TEST_DIGEST_SECRET,
      failureReportsPerMinute,
      logger: { stream: log },
    });
  };

  afterEach(() => app.close());

  const post = (remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: FAILURE_REPORT_PATH,
      remoteAddress,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(report),
    });

  const failureRecords = () => log.records().filter((record) => record.event === 'platform-failure');

  it(`allows ${DEFAULT_FAILURE_REPORTS_PER_MINUTE} reports per minute and client by default`, async () => {
    create();
    const response = await post();
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-ratelimit-limit']).toBe(String(DEFAULT_FAILURE_REPORTS_PER_MINUTE));
  });

  it('answers 429 with what happened and when to retry, without logging the report', async () => {
    create(3);
    for (let sent = 0; sent < 3; sent += 1) expect((await post()).statusCode).toBe(200);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json()).toEqual({
      error: expect.stringMatching(
        /^too many failure reports: this client sent more than 3 in a minute, so this one was not logged\. Retry in \d+ \w+ \(see Retry-After\)/,
      ),
    });
    expect(failureRecords()).toHaveLength(3);
  });

  it('counts each client separately', async () => {
    create(1);
    expect((await post('10.0.0.1')).statusCode).toBe(200);
    expect((await post('10.0.0.1')).statusCode).toBe(429);
    expect((await post('10.0.0.2')).statusCode).toBe(200);
  });

  it('counts refused reports too: a broken client cannot get around it with bad bodies', async () => {
    create(1);
    const bad = await app.inject({
      method: 'POST',
      url: FAILURE_REPORT_PATH,
      payload: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await post()).statusCode).toBe(429);
  });

  it('limits nothing else: pages, the registry and health checks', async () => {
    create(1);
    await post();
    for (const url of ['/healthz', '/registry.json', '/', '/main.js']) {
      const responses = await Promise.all([1, 2, 3].map(() => app.inject({ url })));
      for (const response of responses) {
        expect(response.statusCode).not.toBe(429);
        expect(response.headers['x-ratelimit-limit']).toBeUndefined();
      }
    }
  });
});
