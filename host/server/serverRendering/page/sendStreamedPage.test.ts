import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { sendStreamedPage } from './sendStreamedPage';

const SHELL = `<!doctype html><html><head></head><body><div id="root"><header>${'nav '.repeat(2000)}</header>`;
const REST = '<section>slot</section></div></body></html>';

let app: FastifyInstance;
let release: (rest: string) => void;

beforeEach(async () => {
  app = Fastify();
  // As the host server registers it: the streamed page must pass through it unflushed by nobody.
  await app.register(fastifyCompress);
  app.get('/page', (request, reply) => {
    const rest = new Promise<string>((resolve) => (release = resolve));
    reply.header('content-security-policy', "script-src 'self'").type('text/html; charset=utf-8');
    return sendStreamedPage(request, reply, { kind: 'streamed', shell: SHELL, rest });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
});
// A test that failed with the rest held would keep its response open, and the server's close waiting for it.
afterEach(async () => {
  release('');
  await app.close();
});

function request(acceptEncoding: string | undefined): Promise<IncomingMessage> {
  const { port } = app.server.address() as AddressInfo;
  const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  return new Promise((resolve, reject) =>
    get({ port, host: '127.0.0.1', path: '/page', headers }, resolve).on('error', reject),
  );
}

const decoded = (response: IncomingMessage): Readable => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return response.pipe(zlib.createBrotliDecompress());
  if (encoding === 'gzip') return response.pipe(zlib.createGunzip());
  return response.pipe(new PassThrough());
};

/** Resolves with the text read so far once it includes `expected`. */
function readUntil(stream: Readable, text: { read: string }, expected: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => (text.read.includes(expected) ? resolve() : undefined);
    stream.on('data', (chunk: Buffer) => {
      text.read += chunk.toString('utf8');
      check();
    });
    stream.on('error', reject);
    check();
  });
}

describe('sendStreamedPage', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    [undefined, undefined],
  ])(
    'sends the shell at once and the rest once released, in one response (Accept-Encoding: %s)',
    async (accept, encoding) => {
      const response = await request(accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-length']).toBeUndefined();
      expect(response.headers['content-security-policy']).toBe("script-src 'self'");
      const stream = decoded(response);
      const text = { read: '' };
      // The shell arrives while the rest is held: nothing is released before this resolves.
      await readUntil(stream, text, '</header>');
      expect(text.read).toBe(SHELL);
      release(REST);
      await new Promise((resolve) => stream.on('end', resolve));
      expect(text.read).toBe(SHELL + REST);
    },
  );
});
