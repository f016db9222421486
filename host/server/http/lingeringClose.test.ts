import { createServer, type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { lingerBeforeClose, type LingerBounds, type LingerEnd } from './lingeringClose';

/*
 * A server that refuses every request at once, its body unread (as the deploy API refuses a missing token), and drains
 * within `bounds`; a raw client that keeps sending the body at its own pace, and reads the answer.
 */

const KIB = 1024;
let server: Server;
let ends: Promise<LingerEnd>;

async function refusingServer(bounds: LingerBounds): Promise<number> {
  let ended: (end: LingerEnd) => void = () => undefined;
  ends = new Promise((resolve) => (ended = resolve));
  server = createServer((request, response) => {
    lingerBeforeClose(request, { bounds, onEnd: ended });
    response.writeHead(413, { connection: 'close', 'content-type': 'text/plain' });
    response.end('too large');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}
afterEach(() => new Promise((resolve) => server.close(resolve)));

/** Sends a chunked body of `chunkBytes` every `everyMs` until the server closes; resolves with what it read. */
function client(port: number, chunkBytes: number, everyMs: number): Promise<{ answer: string; error?: string }> {
  return new Promise((resolve) => {
    // Half open: it keeps sending after the server's end of answer, as a client busy writing does.
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let answer = '';
    socket.write('POST /upload HTTP/1.1\r\nhost: test\r\ntransfer-encoding: chunked\r\n\r\n');
    const chunk = `${chunkBytes.toString(16)}\r\n${'x'.repeat(chunkBytes)}\r\n`;
    const timer = setInterval(() => socket.write(chunk), everyMs);
    socket.on('data', (data: Buffer) => (answer += data.toString()));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      clearInterval(timer);
      resolve({ answer, error: error.code });
    });
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer });
    });
  });
}

it('stops draining at the byte bound, having read about that much, and closes', async () => {
  const port = await refusingServer({ maxBytes: 256 * KIB, maxMs: 20_000 });
  const sent = client(port, 16 * KIB, 1);
  const end = await ends;
  expect(end.reason).toBe('byte-bound');
  expect(end.bytes).toBeGreaterThanOrEqual(256 * KIB);
  expect(end.bytes).toBeLessThan(256 * KIB + 64 * KIB);
  expect((await sent).answer).toMatch(/^HTTP\/1\.1 413 [\s\S]*too large/);
});

it('stops draining at the time bound when the client keeps sending slowly, and closes', async () => {
  const port = await refusingServer({ maxBytes: 64 * 1024 * KIB, maxMs: 300 });
  const started = Date.now();
  const sent = client(port, KIB, 20);
  const end = await ends;
  expect(end.reason).toBe('time-bound');
  expect(end.ms).toBeGreaterThanOrEqual(290);
  expect(end.bytes).toBeLessThan(64 * KIB);
  // The client read the whole answer, and the connection went soon after the bound, not before.
  expect((await sent).answer).toMatch(/^HTTP\/1\.1 413 [\s\S]*too large/);
  expect(Date.now() - started).toBeGreaterThanOrEqual(290);
});

it('stops at once when the client hangs up after reading the answer', async () => {
  const port = await refusingServer({ maxBytes: 64 * 1024 * KIB, maxMs: 20_000 });
  const socket = net.connect(port, '127.0.0.1');
  socket.write('POST /upload HTTP/1.1\r\nhost: test\r\ncontent-length: 1000000\r\n\r\nxxxx');
  socket.once('data', () => socket.destroy());
  expect(await ends).toMatchObject({ reason: 'client-done' });
});

it('stops when the server starts to stop', async () => {
  const closing = new AbortController();
  let ended: (end: LingerEnd) => void = () => undefined;
  ends = new Promise((resolve) => (ended = resolve));
  server = createServer((request, response) => {
    lingerBeforeClose(request, { closing: closing.signal, onEnd: ended });
    response.writeHead(401, { connection: 'close' }).end('no token');
    setTimeout(() => closing.abort(), 50);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const sent = client((server.address() as AddressInfo).port, KIB, 10);
  expect(await ends).toMatchObject({ reason: 'server-closing' });
  expect((await sent).answer).toMatch(/^HTTP\/1\.1 401 [\s\S]*no token/);
});
