import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { remoteFetch } from './remoteFetch';

let server: Server;
let origin: string;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.url ?? '');
    if (request.url === '/redirect') response.writeHead(302, { location: 'http://example.invalid/' }).end();
    else if (request.url === '/big') response.end(Buffer.alloc(6 * 1024 * 1024));
    else response.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const ask = (url: string) => ({ url, method: 'GET', headers: [], body: null, timeoutMs: 5000, fetchOrigins: [] });

describe('remoteFetch', () => {
  it('answers an allowed origin with a copy of the body', async () => {
    const answer = await remoteFetch(ask(`${origin}/product`), [origin]);
    expect(answer).toMatchObject({ ok: true, status: 200 });
    expect(answer.ok && Buffer.from(answer.body).toString()).toBe('{"ok":true}');
  });

  it('refuses any other origin, a look-alike or another scheme, without sending a request', async () => {
    const before = seen.length;
    for (const url of [`${origin}/x`, `${origin}.evil.test/x`, 'file:///etc/passwd', 'not a url']) {
      expect(await remoteFetch(ask(url), ['http://127.0.0.1:1'])).toMatchObject({ ok: false, refused: true });
    }
    expect(seen.length).toBe(before);
  });

  it('does not follow a redirect, and fails an answer over its size bound', async () => {
    expect(await remoteFetch(ask(`${origin}/redirect`), [origin])).toMatchObject({ ok: true, status: 302 });
    expect(await remoteFetch(ask(`${origin}/big`), [origin])).toMatchObject({ ok: false, refused: false });
  });
});
