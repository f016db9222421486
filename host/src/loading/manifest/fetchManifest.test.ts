/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchManifest, ManifestHttpError } from './fetchManifest';

// A real HTTP server: what is under test is how fetch, the abort signal and the body interact.
describe('fetchManifest', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/ok') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"catalog"}');
      } else if (request.url === '/missing') {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      } else if (request.url === '/stalls-after-headers') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"id":');
      }
      // Anything else: no answer at all.
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers with the manifest body and status', async () => {
    const response = await fetchManifest(`${base}/ok`, {}, 2_000);
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ id: 'catalog' });
  });

  it('rejects a non-2xx answer with ManifestHttpError, even when its body is JSON', async () => {
    await expect(fetchManifest(`${base}/missing`, {}, 2_000)).rejects.toEqual(
      expect.objectContaining({ name: 'ManifestHttpError', status: 404 }),
    );
    await expect(fetchManifest(`${base}/missing`, {}, 2_000)).rejects.toBeInstanceOf(ManifestHttpError);
  });

  it('times out when the server never answers', async () => {
    await expect(fetchManifest(`${base}/silent`, {}, 200)).rejects.toEqual(
      expect.objectContaining({ name: 'TimeoutError' }),
    );
  });

  it('times out when the server sends its headers and then stalls the body', async () => {
    await expect(fetchManifest(`${base}/stalls-after-headers`, {}, 200)).rejects.toEqual(
      expect.objectContaining({ name: 'TimeoutError' }),
    );
  });
});
