import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REPORT_LIMITS } from '@mfp/shared/failures';
import { computeDigest } from '../../host/server/digest';
import { devReportMiddleware } from './devReportMiddleware';

const report = {
  culprit: 'remote',
  remote: 'catalog',
  kind: 'render-failed',
  message: 'boom',
  stack: 'Error: boom\n    at App (App.tsx:3:9)',
  url: 'http://localhost:3001/catalog',
};

const SECRET = 'dev-report-middleware-test-secret-0123456789abcdef';

let server: Server;
let url: string;
const printed: string[] = [];

beforeAll(async () => {
  const middleware = devReportMiddleware((text) => printed.push(text), SECRET);
  server = createServer((request, response) => middleware(request, response, () => response.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  printed.length = 0;
});

const post = (body: string) =>
  fetch(`${url}/_host/errors`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('devReportMiddleware', () => {
  it("answers with the host server's digest and prints the failure for the developer", async () => {
    const response = await post(JSON.stringify(report));
    expect(response.status).toBe(200);
    const digest = computeDigest({ remote: 'catalog', kind: 'render-failed', message: 'boom' }, SECRET);
    expect(await response.json()).toEqual({ digest });
    expect(printed).toEqual([
      `✗ catalog failed: render-failed (MFP-401), digest ${digest}\n  boom\n  at App (App.tsx:3:9)`,
    ]);
  });

  it('says when the failing remote came through an override', async () => {
    await post(JSON.stringify({ ...report, override: 'http://localhost:3001/mf-manifest.json' }));
    expect(printed[0]).toMatch(/^✗ catalog failed through the override http:\/\/localhost:3001\/mf-manifest\.json: /);
  });

  it.each([
    ['not JSON', '{', 400, /not valid JSON/],
    ['not a report', JSON.stringify({ remote: 'catalog' }), 400, /invalid error report: /],
    ['a code of another kind', JSON.stringify({ ...report, code: 'MFP-201' }), 400, /code does not belong/],
    ['too large', JSON.stringify({ ...report, message: 'x'.repeat(REPORT_LIMITS.body) }), 413, /larger than/],
  ])('refuses a body that is %s, printing nothing', async (_what, body, status, error) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: string }).error).toMatch(error);
    expect(printed).toEqual([]);
  });

  it('passes any other request on', async () => {
    expect((await fetch(`${url}/_host/errors`)).status).toBe(404);
    expect((await fetch(`${url}/other`, { method: 'POST', body: '{}' })).status).toBe(404);
  });
});
