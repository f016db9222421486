import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { DEPLOY_ERRORS, DEPLOY_UPLOAD_CONTENT_TYPE } from '@mfp/shared/deploy';
import { tarGzOf, tarOf, type TestEntry } from './testing/tarArchives';
import { makeTmpRoot } from './testing/uploadBodies';
import { isUploadError, type UploadError } from './UploadError';
import { unpackUpload } from './unpackUpload';

/**
 * Over a real socket: a tiny node:http server hands `req` to unpackUpload, the way the deploy API does, and clients
 * send half an archive and then hang up, or wait.
 */

let tmp: Awaited<ReturnType<typeof makeTmpRoot>>;
let server: http.Server;
let outcomes: Array<Promise<UploadError | string[]>>;

beforeEach(async () => {
  tmp = await makeTmpRoot();
  outcomes = [];
  server = http.createServer((req, res) => {
    const outcome = unpackUpload(req, { tmpRoot: tmp.root, idleMs: 300, maxBytes: 1024 * 1024 }).then(
      async (upload) => {
        await upload.cleanup();
        res.end(JSON.stringify({ files: upload.files }));
        return upload.files;
      },
      (error: unknown) => {
        if (!isUploadError(error)) throw error;
        res.writeHead(DEPLOY_ERRORS[error.code].status, { connection: 'close' });
        res.end(JSON.stringify({ code: error.code }));
        return error;
      },
    );
    outcomes.push(outcome);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
});
afterEach(async () => {
  server.closeAllConnections();
  server.close();
  await tmp.remove();
});

const FILES: TestEntry[] = Array.from({ length: 40 }, (_, i) => ({
  name: `chunks/${i}.js`,
  content: `${i}`.repeat(3000),
}));

/** Opens a socket and sends the request head for `bytes` bytes of body, then `sent` of them. */
async function sendPart(total: Buffer, sent: Buffer): Promise<net.Socket> {
  const { port } = server.address() as AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(
    `POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${DEPLOY_UPLOAD_CONTENT_TYPE}\r\nContent-Length: ${total.length}\r\n\r\n`,
  );
  socket.write(sent);
  return socket;
}

async function settledOutcome(): Promise<UploadError | string[]> {
  for (;;) {
    const [first] = outcomes;
    if (first !== undefined) return first;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

it('unpacks a whole archive sent over HTTP', async () => {
  const body = await tarGzOf(FILES);
  const { port } = server.address() as AddressInfo;
  const answer = await fetch(`http://127.0.0.1:${port}/upload`, { method: 'POST', body });
  expect(answer.status).toBe(200);
  expect(((await answer.json()) as { files: string[] }).files).toHaveLength(40);
  expect(await tmp.contents()).toEqual([]);
});

it('refuses a connection dropped midway as upload-incomplete, leaving nothing in tmpRoot', async () => {
  const body = await tarGzOf(FILES);
  const socket = await sendPart(body, body.subarray(0, body.length / 2));
  await new Promise((resolve) => setTimeout(resolve, 50));
  socket.destroy();
  const outcome = await settledOutcome();
  expect(isUploadError(outcome) && outcome.code).toBe('upload-incomplete');
  expect(await tmp.contents()).toEqual([]);
});

it('refuses a client that sends half and then waits as upload-stalled, and answers it 408', async () => {
  const body = await tarGzOf(FILES);
  const socket = await sendPart(body, body.subarray(0, body.length / 2));
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const started = Date.now();
  const outcome = await settledOutcome();
  expect(isUploadError(outcome) && outcome.code).toBe('upload-stalled');
  expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  await once(socket, 'close');
  expect(Buffer.concat(chunks).toString()).toMatch(/^HTTP\/1\.1 408 .*"code":"upload-stalled"/s);
  expect(await tmp.contents()).toEqual([]);
});

it('answers a body over maxBytes 413 while the client is still sending, and leaves nothing in tmpRoot', async () => {
  const random = randomBytes(3 * 1024 * 1024);
  const body = gzipSync(await tarOf([{ name: 'noise.bin', content: random }]));
  const { port } = server.address() as AddressInfo;
  const answer = await fetch(`http://127.0.0.1:${port}/upload`, { method: 'POST', body }).then(
    (response) => response.status,
    () => 'reset', // the server closing while the client still writes may reach the client first
  );
  const outcome = await settledOutcome();
  expect(isUploadError(outcome) && outcome.code).toBe('upload-too-large');
  expect([413, 'reset']).toContain(answer);
  expect(await tmp.contents()).toEqual([]);
});
