import { errorAnswerSchema, productAnswerSchema, productListAnswerSchema } from './contract';
import { startProductsApi, type RunningProductsApi } from './startProductsApi';

let api: RunningProductsApi;
let lines: string[];
afterEach(() => api.close());

async function start(options: { controlRoutes?: boolean } = {}) {
  lines = [];
  api = await startProductsApi({ port: 0, log: (line) => lines.push(line), ...options });
  return api;
}

const get = (path: string, init?: RequestInit) => fetch(`${api.origin}${path}`, init);

describe('the products API over HTTP', () => {
  it('answers the list and one product as JSON, never cached, readable from any origin', async () => {
    await start();
    const list = await get('/products?q=kitchen');
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.headers.get('access-control-allow-origin')).toBe('*');
    expect(productListAnswerSchema.parse(await list.json()).products.length).toBeGreaterThan(0);
    const one = await get('/products/espresso-cup');
    expect(productAnswerSchema.parse(await one.json()).product.id).toBe('espresso-cup');
  });

  it('answers an unknown product 404 with a JSON body', async () => {
    await start();
    const answer = await get('/products/no-such-product');
    expect(answer.status).toBe(404);
    expect(errorAnswerSchema.parse(await answer.json()).error).toBe('product-not-found');
  });

  it('counts the product requests it answered, and logs one JSON line for each request', async () => {
    await start();
    await get('/products');
    await get('/products/espresso-cup');
    const stats = await (await get('/_stats')).json();
    expect(stats).toEqual({ requests: 2, waiting: 0 });
    expect(api.requests()).toBe(2);
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ service: 'products-api', method: 'GET', path: '/products', status: 200 }),
      expect.objectContaining({ path: '/products/espresso-cup', status: 200 }),
      expect.objectContaining({ path: '/_stats', status: 200 }),
    ]);
  });

  it('refuses other methods, an overlong target, and answers a CORS preflight', async () => {
    await start();
    expect((await get('/products', { method: 'POST' })).status).toBe(405);
    expect((await get(`/products?q=${'a'.repeat(3000)}`)).status).toBe(414);
    const preflight = await get('/products', { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
    expect(api.requests()).toBe(0);
  });

  it('holds answers until the gate is released, and counts them when they go', async () => {
    await start();
    api.gate.hold();
    const answer = get('/products/espresso-cup');
    while (api.gate.waiting() === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(api.requests()).toBe(0);
    api.gate.release();
    expect((await answer).status).toBe(200);
    expect(api.requests()).toBe(1);
  });

  it('holds through its control routes only when started with them, as browser tests start it', async () => {
    await start();
    expect((await get('/_control/hold', { method: 'POST' })).status).toBe(405);
    await api.close();
    await start({ controlRoutes: true });
    expect((await get('/_control/hold', { method: 'POST' })).status).toBe(204);
    const answer = get('/products');
    const waiting = async () => ((await (await get('/_stats')).json()) as { waiting: number }).waiting;
    while ((await waiting()) === 0) await new Promise((resolve) => setImmediate(resolve));
    expect((await get('/_control/release', { method: 'POST' })).status).toBe(204);
    expect((await answer).status).toBe(200);
  });

  it('takes a latency from 0 to 10,000 ms through its control route, and refuses any other', async () => {
    await start();
    expect((await get('/_control/latency?ms=300', { method: 'POST' })).status).toBe(405);
    await api.close();
    await start({ controlRoutes: true });
    for (const ms of ['0', '300', '10000'])
      expect((await get(`/_control/latency?ms=${ms}`, { method: 'POST' })).status).toBe(204);
    for (const ms of ['-1', '10001', '1.5', 'soon', ''])
      expect((await get(`/_control/latency?ms=${ms}`, { method: 'POST' })).status).toBe(400);
    await get('/_control/latency?ms=0', { method: 'POST' });
    expect((await get('/products')).status).toBe(200);
  });

  it('says which setting moves it when its port is taken', async () => {
    await start();
    await expect(startProductsApi({ port: api.port, log: false })).rejects.toThrow(
      `Port ${api.port} (products API) is already in use. Stop the process using it, or choose another port, e.g. PRODUCTS_API_PORT=${api.port + 1}.`,
    );
  });
});
