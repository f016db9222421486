import { deployAnswerSchema, DEPLOY_UPLOAD_CONTENT_TYPE, deployApiPaths } from '@mfp/shared/deploy';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { pack } from 'tar-stream';
import { apiHeaders } from './apiRequest';
import { DeployApiUnreachable, httpRequest } from './httpRequest';
import { DeployRefused, readAnswer } from './readAnswer';
import { startRealDeployApi, type RealDeployApi } from './testing/realDeployApi';

/*
 * Uploads the real deploy API refuses before it reads their body (no token: 401; more than DEPLOY_MAX_BYTES: 413),
 * sent by the kit while it is still writing megabytes. Every one must end in the API's refusal, never in a broken
 * pipe: the server drains what is still coming before it closes (host/server/http/lingeringClose.ts), and the kit
 * takes an answer over the write error it caused.
 */

const MIB = 1024 * 1024;
const UPLOADS = 30;
const REMOTE = 'reviews';

let api: RealDeployApi;
/** A gzipped tar of one incompressible 24 MiB file: far more than the socket buffers hold before the answer. */
let archive: Buffer;

beforeAll(async () => {
  api = await startRealDeployApi(REMOTE, { maxFiles: 50, maxBytes: MIB, idleMs: 5000 });
  const packer = pack();
  packer.entry({ name: 'remoteEntry.js' }, randomBytes(24 * MIB));
  packer.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of packer) chunks.push(Buffer.from(chunk as Uint8Array));
  archive = gzipSync(Buffer.concat(chunks), { level: 1 });
});
afterAll(() => api.close());

/** The archive in 64 KiB chunks; `paceMs` between them makes each write come from a timer, after the answer. */
function bodyOf(paceMs: number): Readable {
  return Readable.from(
    (async function* () {
      for (let offset = 0; offset < archive.length; offset += 64 * 1024) {
        if (paceMs > 0) await new Promise((resolve) => setTimeout(resolve, paceMs));
        yield archive.subarray(offset, offset + 64 * 1024);
      }
    })(),
  );
}

/** What the kit makes of one upload: the refusal's code, or the connection error it reported instead. */
async function outcomeOf(headers: Record<string, string>, paceMs: number): Promise<string> {
  try {
    const answer = await httpRequest({
      url: `${api.url}${deployApiPaths.releases(REMOTE)}`,
      method: 'POST',
      headers: { ...headers, 'content-type': DEPLOY_UPLOAD_CONTENT_TYPE },
      body: bodyOf(paceMs),
      server: api.url,
    });
    readAnswer(answer, deployAnswerSchema, api.url);
    return 'accepted';
  } catch (error) {
    if (error instanceof DeployRefused) return error.answer.code;
    if (error instanceof DeployApiUnreachable) return `unreachable (${error.reason})`;
    throw error;
  }
}

async function outcomesOf(headers: () => Record<string, string>, paceMs: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (let i = 0; i < UPLOADS; i += 1) {
    const outcome = await outcomeOf(headers(), paceMs);
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  return counts;
}

const withoutToken = () => {
  const { authorization: _left, ...rest } = apiHeaders('unused', {});
  return rest;
};
const withToken = () => apiHeaders(api.token, {});

describe.each([
  ['as fast as it can', 0],
  ['paced, each chunk from a timer', 1],
])('an upload sent %s', (_pace, paceMs) => {
  it(`without a token gets 401 token-missing, ${UPLOADS} times out of ${UPLOADS}`, async () => {
    expect(await outcomesOf(withoutToken, paceMs)).toEqual({ 'token-missing': UPLOADS });
  }, 120_000);

  it(`over DEPLOY_MAX_BYTES gets 413 upload-too-large, ${UPLOADS} times out of ${UPLOADS}`, async () => {
    expect(await outcomesOf(withToken, paceMs)).toEqual({ 'upload-too-large': UPLOADS });
  }, 120_000);
});
