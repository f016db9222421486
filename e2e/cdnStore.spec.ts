import { expect, test, type APIRequestContext, type Browser, type Response } from '@playwright/test';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RegistryDocument } from '@mfp/shared/registry';
import { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import { sriOf } from '@mfp/store/files';
import { FOLDER_STORE_NAMES, REMOTES_FOLDER } from '@mfp/store/folder';
import { S3RVER_CREDENTIALS, startS3Server, type S3TestServer } from '@mfp/store/testing';
import { hangOn, releaseObjects } from './support/bucketOutage';
import { liveVersionIn, runCli, type CliRun } from './support/deployCli';
import { E2E_PATHS } from './support/e2ePaths';
import { E2E_PORTS } from './support/e2ePorts';
import { startHostServerProcess, type HostServerProcess } from './support/startHostServerProcess';
import { startNginxCdn, type NginxCdn } from './support/startNginxCdn';
import { expectSlotReady } from './support/slotReady';

/**
 * The production chain of issue 18, whole: `npm run deploy -- catalog` with STORE_FILES_URL=s3://… publishes to a real
 * S3 server (s3rver, decision 0030) and writes a registry under STORE_PUBLIC_URL; a host server started as
 * `npm run serve` (no store server) serves the page; Chromium loads the remote's files through nginx as the CDN
 * (store/nginx/cdn.conf.template) in front of the bucket. The records stay in a folder of this spec's own.
 */
test.describe.configure({ mode: 'serial' });
// The deploy builds catalog for production when the browser-test build is not current: tens of seconds on two cores.
test.setTimeout(180_000);

const BUCKET = 'mfp-cdn';
const PREFIX = 'mfp';
const HOST_URL = `http://localhost:${E2E_PORTS.cdnHost}`;

let s3: S3TestServer;
let s3Closed: Promise<void> | undefined;
const closeS3 = () => (s3Closed ??= s3.close());
let cdn: NginxCdn;
let host: HostServerProcess | undefined;
let storeDir: string;
let deploy: CliRun;
let version: string;

/** The settings a platform team gives the deploy and every host server of this topology. */
const settings = () => ({
  STORE_DIR: storeDir,
  STORE_FILES_URL: `s3://${BUCKET}/${PREFIX}`,
  STORE_PUBLIC_URL: cdn.url,
  AWS_ENDPOINT_URL_S3: s3.endpoint,
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
});

const registry = () =>
  JSON.parse(readFileSync(path.join(storeDir, FOLDER_STORE_NAMES.registry), 'utf8')) as RegistryDocument;
const catalogEntry = () => registry().remotes.find((remote) => remote.name === 'catalog');
const fileUrl = (file: string) => `${cdn.url}/remotes/catalog/${version}/${file}`;

/** An answer from the CDN, read while its page was open. */
interface CdnAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

async function answerOf(response: Response): Promise<CdnAnswer> {
  return { status: response.status(), headers: await response.allHeaders(), body: await response.body() };
}

/** Every answer from the CDN while a fresh browser context (an empty cache) visits `url`, by URL. */
async function cdnAnswers(browser: Browser, url: string): Promise<Map<string, CdnAnswer>> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(cdn.url)) responses.push(response);
  });
  await page.goto(url);
  await expect(page.getByTestId('product-list')).toBeVisible();
  await expectSlotReady(page, 'catalog');
  const answers = new Map<string, CdnAnswer>();
  for (const response of responses) answers.set(response.url(), await answerOf(response));
  await context.close();
  return answers;
}

test.beforeAll(async () => {
  s3 = await startS3Server({ bucket: BUCKET });
  cdn = await startNginxCdn({
    port: E2E_PORTS.nginxCdn,
    endpoint: s3.endpoint,
    bucket: BUCKET,
    prefix: PREFIX,
    hostOrigin: HOST_URL,
  });
  storeDir = mkdtempSync(path.join(tmpdir(), 'mfp-cdn-records-'));
  deploy = await runCli('deploy', ['catalog'], { storeDir: false, env: settings() });
  expect(deploy.code, deploy.output).toBe(0);
  version = liveVersionIn(deploy, 'catalog');
  host = await startHostServerProcess(
    { ...settings(), PORT: String(E2E_PORTS.cdnHost) },
    path.join(E2E_PATHS.workDir, 'cdn-host-server.log'),
    'host-alone',
  );
});

test.afterAll(async () => {
  await host?.stop();
  await cdn?.close();
  if (s3) await closeS3();
  if (storeDir) rmSync(storeDir, { recursive: true, force: true });
});

test('a deploy with STORE_FILES_URL=s3://… uploads to the bucket and names a manifest under STORE_PUBLIC_URL', async () => {
  expect(deploy.output).toContain(`published to s3://${BUCKET}/${PREFIX}/remotes/catalog/${version}`);
  expect(catalogEntry()?.entry).toBe(fileUrl(REMOTE_MANIFEST_FILE));
  const listed = await s3
    .client()
    .send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${PREFIX}/remotes/catalog/${version}/` }));
  const keys = (listed.Contents ?? []).map((object) => path.posix.basename(object.Key ?? ''));
  expect(keys).toEqual(expect.arrayContaining([REMOTE_MANIFEST_FILE, REMOTE_ENTRY_FILE, `${REMOTE_ENTRY_FILE}.br`]));
  // The records stay in their folder; no version file was written to the local disk.
  expect(existsSync(path.join(storeDir, REMOTES_FOLDER))).toBe(false);
});

test('Chromium loads catalog through the CDN: checked by its integrity, br, immutable, CORS for the host only', async ({
  browser,
  request,
}) => {
  const first = await cdnAnswers(browser, `${HOST_URL}/catalog`);
  const entry = first.get(fileUrl(REMOTE_ENTRY_FILE));
  const manifest = first.get(fileUrl(REMOTE_MANIFEST_FILE));
  if (!entry || !manifest)
    throw new Error(`the page loaded no entry or manifest from ${cdn.url}: ${[...first.keys()]}`);
  const { headers } = entry;
  expect(headers).toMatchObject({
    'content-encoding': 'br',
    'cache-control': 'public, max-age=31536000, immutable',
    'access-control-allow-origin': HOST_URL,
    'x-content-type-options': 'nosniff',
  });
  // The first browser to ask: the CDN fetched it from the bucket.
  expect(headers['x-cache-status']).toBe('MISS');
  expect(headers['content-type']).toMatch(/^(text|application)\/javascript/);
  expect(headers.vary).toMatch(/Origin/);
  // What ran is what the deploy recorded: the browser checked it against the registry's integrity, and so do we.
  expect(sriOf(entry.body)).toBe(catalogEntry()?.integrity?.entry);
  expect(sriOf(manifest.body)).toBe(catalogEntry()?.integrity?.manifest);

  // Another origin is not granted CORS; what is not a version file is absent.
  const foreign = await request.get(fileUrl(REMOTE_ENTRY_FILE), { headers: { Origin: 'https://evil.example' } });
  expect(foreign.status()).toBe(200);
  expect(foreign.headers()['access-control-allow-origin'] ?? '').toBe('');
  for (const absent of [
    `${cdn.url}/remotes/catalog/${version}/`,
    `${cdn.url}/published/catalog/${version}.json`,
    `${cdn.url}/`,
  ])
    expect((await request.get(absent)).status(), absent).toBe(404);
});

test('a second browser is served from the CDN cache: every file a HIT', async ({ browser }) => {
  const second = await cdnAnswers(browser, `${HOST_URL}/catalog`);
  expect(second.size).toBeGreaterThan(2);
  const statuses = [...second].map(([url, answer]) => `${url} ${answer.headers['x-cache-status']}`);
  expect(statuses.filter((line) => !line.endsWith(' HIT'))).toEqual([]);
});

/** Every file of the release from the CDN, as browsers take it (br, gzip) and as one that takes neither. */
async function everyFileOfTheRelease(request: APIRequestContext, files: readonly string[]) {
  const answers: string[] = [];
  for (const file of files)
    for (const encoding of ['br, gzip', 'gzip', 'identity']) {
      const answer = await request.get(fileUrl(file), { headers: { 'accept-encoding': encoding }, timeout: 30_000 });
      answers.push(`${file} (${encoding}): ${answer.status()}`);
    }
  return answers;
}
const notOk = (answers: string[]) => answers.filter((line) => !line.endsWith(': 200'));

test('with the bucket down, then hanging, every file of the live release the CDN cached answers 200, siblings or not', async ({
  browser,
  request,
}) => {
  const release = await releaseObjects(s3.client(), BUCKET, `${PREFIX}/remotes/catalog/${version}/`);
  // What the fault run tripped on: a file without a .br/.gz sibling (85.<hash>.js there).
  expect(release.withoutSiblings.length, release.files.join(', ')).toBeGreaterThan(0);
  expect(notOk(await everyFileOfTheRelease(request, release.files))).toEqual([]);

  await closeS3();
  expect(notOk(await everyFileOfTheRelease(request, release.files))).toEqual([]);
  // Pages go on: the CDN serves its cache, the host server what it read before.
  const answers = await cdnAnswers(browser, `${HOST_URL}/catalog`);
  expect([...answers].filter(([, answer]) => answer.status !== 200)).toEqual([]);
  expect(answers.get(fileUrl(REMOTE_ENTRY_FILE))?.headers['x-cache-status']).toBe('HIT');

  // A bucket that takes connections and never answers: the cache answers without asking it at all.
  const hanging = await hangOn(Number(new URL(s3.endpoint).port));
  try {
    expect(notOk(await everyFileOfTheRelease(request, release.files))).toEqual([]);
    expect(hanging.connections).toBe(0);
  } finally {
    await hanging.close();
  }
});
