import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { REPORT_LIMITS } from '@mfp/shared/failures';
import { createFolderStore } from '@mfp/store';
import type { FastifyInstance } from 'fastify';
import { loadServerConfig, startServers, type LogStream, type RunningServers } from '@mfp/host-server';
import type { RemoteTarget } from '../lib/buildTargets';
import { devRegistry } from './devRegistry';
import { createHostServerForDev } from './hostServerForDev';
import { PAGE_VIEW_HEADER } from '@mfp/shared/pageViews';

/**
 * `npm run dev`'s host (createHostServerForDev, what scripts/devHost.ts listens with) and `npm start`'s (startServers
 * with the settings of the environment) side by side, given the same build, registry, origins and digest key: a page,
 * the registry, a failure report and refused ones must come back the same, and leave the same log line.
 */

const SECRET = 'dev-matches-production-secret-0123456789abcdef';
const TEMPLATE =
  '<!doctype html><html><head><title>MFP</title><script defer src="/main.js"></script></head><body></body></html>';
const catalog: RemoteTarget = {
  kind: 'remote',
  name: 'catalog',
  dir: '/repo/remotes/catalog',
  version: '1.0.0',
  meta: { title: 'Catalog', route: '/catalog', module: './App' },
};
const remotes = [{ target: catalog, port: 3001 }];
const report = {
  culprit: 'remote',
  remote: 'catalog',
  kind: 'render-failed',
  message: 'boom',
  stack: 'Error: boom\n    at App (App.tsx:3:9)',
  url: 'http://localhost:3000/catalog',
};

function captureLog(): LogStream & { records(): Record<string, unknown>[] } {
  const chunks: string[] = [];
  return {
    write: (chunk) => void chunks.push(chunk),
    records: () =>
      chunks
        .flatMap((chunk) => chunk.split('\n').filter(Boolean))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/** What differs between two processes' lines by nature: when, which process, which request. */
const PROCESS_FIELDS = ['time', 'pid', 'hostname', 'reqId'];
const withoutProcessFields = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([field]) => !PROCESS_FIELDS.includes(field)));

let dir: string;
let devApp: FastifyInstance;
let production: RunningServers;
const devLog = captureLog();
const productionLog = captureLog();
let devUrl: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mfp-dev-matches-production-'));
  const hostDist = path.join(dir, 'dist');
  const storeDir = path.join(dir, 'store');
  await createFolderStore({ dir: storeDir }).writeRegistry(devRegistry(remotes));
  await mkdir(hostDist);
  await writeFile(path.join(hostDist, 'index.html'), TEMPLATE);

  devApp = createHostServerForDev({
    remotes,
    folders: { hostDist, store: createFolderStore({ dir: storeDir }) },
    digestSecret: SECRET,
    logger: { stream: devLog },
  });
  await devApp.listen({ port: 0, host: '127.0.0.1' });
  devUrl = `http://127.0.0.1:${(devApp.server.address() as AddressInfo).port}`;
  const config = loadServerConfig({
    PORT: '0',
    STORE_PORT: '0',
    HOST: '127.0.0.1',
    HOST_DIST: hostDist,
    STORE_DIR: storeDir,
    // The store origin is where the registry points; here it is the dev remote's, so both allow the same origins.
    STORE_PUBLIC_URL: 'http://localhost:3001',
    OVERRIDES: 'on',
    DIGEST_SECRET: SECRET,
    // `npm run dev` renders pages in the browser (decision 0064): the same as `npm start` with server rendering off.
    SERVER_RENDERING: 'off',
  });
  production = await startServers(config, { logger: { stream: productionLog } });
});

afterAll(async () => {
  await devApp?.close();
  await production?.close();
  await rm(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The answer without the headers that name a moment or a connection. */
async function ask(base: string, url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(new URL(url, base), init);
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'x-ratelimit-reset'].includes(name)),
  );
  return { status: response.status, headers, body: await response.text() };
}

/**
 * Production's answer without its page-view token (decision 0087), which `npm run dev`, counting nothing, leaves out:
 * the registry's header, and the page data's field, with the length and the ETag a page with a token goes without.
 */
function withoutPageView({ status, headers, body }: Answer): Answer {
  const { [PAGE_VIEW_HEADER]: _token, ...rest } = headers;
  const page = body.replace(/,"pageView":"[^"]*"/, '');
  if (page === body) return { status, headers: rest, body };
  const { 'content-length': _length, etag: _etag, ...pageHeaders } = rest;
  return { status, headers: pageHeaders, body: page };
}

function withoutLengthAndTag({ status, headers, body }: Answer): Answer {
  const { 'content-length': _length, etag: _etag, ...rest } = headers;
  return { status, headers: rest, body };
}

async function askBoth(url: string, init?: RequestInit): Promise<Answer> {
  const [dev, prod] = await Promise.all([ask(devUrl, url, init), ask(production.host.url, url, init)]);
  const comparable = withoutPageView(prod);
  expect(comparable.body === prod.body ? dev : withoutLengthAndTag(dev)).toEqual(comparable);
  return dev;
}

const postReport = (body: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
});

describe('npm run dev answers as npm start does', () => {
  it('a page: the same HTML with the same page data but the page-view token, CSP and cache policy', async () => {
    const page = await askBoth('/catalog', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain('http://localhost:3001');
    expect(page.body).toContain('"entry":"http://localhost:3001/mf-manifest.json"');
    expect(page.body).toContain('"overrideOrigins":["http://localhost:*","http://127.0.0.1:*"]');
  });

  it('the registry: the same document and headers', async () => {
    const registry = await askBoth('/registry.json');
    expect(registry.status).toBe(200);
    expect(JSON.parse(registry.body)).toEqual(devRegistry(remotes));
  });

  it('a failure report: the same digest, and the same log line', async () => {
    const answer = await askBoth('/_host/errors', postReport(JSON.stringify(report)));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ digest: expect.stringMatching(/^\d+$/) });
    const [devLine, productionLine] = [devLog, productionLog].map((log) =>
      log.records().find((record) => record.digest === (JSON.parse(answer.body) as { digest: string }).digest),
    );
    expect(devLine).toBeDefined();
    expect(withoutProcessFields(devLine ?? {})).toEqual(withoutProcessFields(productionLine ?? {}));
    expect(devLine).toMatchObject({
      culprit: 'remote',
      remote: 'catalog',
      event: 'platform-failure',
      kind: 'render-failed',
      code: 'MFP-401',
      message: 'boom',
    });
  });

  it.each([
    ['not JSON', '{'],
    ['not a report', JSON.stringify({ remote: 'catalog' })],
    ['a code of another kind', JSON.stringify({ ...report, code: 'MFP-201' })],
    ['too large', JSON.stringify({ ...report, message: 'x'.repeat(REPORT_LIMITS.body) })],
  ])('a report that is %s: the same refusal', async (_what, body) => {
    const refusal = await askBoth('/_host/errors', postReport(body));
    expect(refusal.status).toBeGreaterThanOrEqual(400);
    expect(JSON.parse(refusal.body)).toEqual({ error: expect.any(String) });
  });
});
