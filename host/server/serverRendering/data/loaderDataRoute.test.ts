import { testRegistryEntry } from '@mfp/testing';
import type { SlotRenderer, SlotServerRender } from '@mfp/shared/page';
import Fastify from 'fastify';
import type { ServedRegistry } from '../../registry/servedRegistry';
import { serverErrorHandler } from '../../http/serverErrorHandler';
import { loaderDataRoute } from './loaderDataRoute';

const entry = testRegistryEntry('catalog');

async function serverAnswering(slot: SlotServerRender, requestsPerMinute?: number) {
  const slots = jest.fn<Promise<SlotServerRender>, Parameters<SlotRenderer>>(async () => slot);
  const served = {
    snapshot: { page: { entries: [entry] } },
    variant: '',
    personal: false,
  } as unknown as ServedRegistry;
  const app = Fastify();
  // The host's own handler, which answers a refusal's message as `{ error }`.
  app.setErrorHandler(serverErrorHandler);
  await app.register(loaderDataRoute, {
    forRequest: async () => served,
    slots,
    ...(requestsPerMinute === undefined ? {} : { requestsPerMinute }),
  });
  return { app, slots };
}

const get = (app: Awaited<ReturnType<typeof serverAnswering>>['app'], url: string) =>
  app.inject({ method: 'GET', url }).then((answer) => ({ ...answer, body: answer.json() as unknown }));

describe('loaderDataRoute', () => {
  it("runs the remote's loader alone for the visitor's release and answers its JSON text, never cached", async () => {
    const { app, slots } = await serverAnswering({ status: 'loaded', version: '1.0.0', data: '{"id":"p-1"}' });
    const answer = await get(app, '/_host/data/catalog?url=%2Fcatalog%2Fp-1%3Fq%3Dcup');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toEqual({ status: 'loaded', version: '1.0.0', data: '{"id":"p-1"}' });
    expect(slots).toHaveBeenCalledWith(entry, '/catalog/p-1?q=cup', { preview: false, part: 'data' });
  });

  it('says so when the release exports no loader, and passes on a failure with its kind and digest', async () => {
    const none = await serverAnswering({ status: 'loaded', version: '1.0.0' });
    expect((await get(none.app, '/_host/data/catalog?url=/catalog')).body).toEqual({
      status: 'none',
      version: '1.0.0',
    });
    const failed = await serverAnswering({
      status: 'failed',
      version: '1.0.0',
      kind: 'server-data-status',
      digest: '42',
    });
    expect((await get(failed.app, '/_host/data/catalog?url=/catalog')).body).toEqual({
      status: 'failed',
      kind: 'server-data-status',
      digest: '42',
    });
  });

  it('refuses a URL that is missing, off the host, or outside the remote, and a remote it does not serve', async () => {
    const { app, slots } = await serverAnswering({ status: 'loaded', version: '1.0.0' });
    for (const url of [
      '/_host/data/catalog',
      '/_host/data/catalog?url=//evil.example/x',
      '/_host/data/catalog?url=/cart',
    ])
      expect((await get(app, url)).statusCode).toBe(400);
    expect((await get(app, '/_host/data/reviews?url=/reviews')).statusCode).toBe(404);
    expect(slots).not.toHaveBeenCalled();
  });

  it('answers 429 past its requests per minute from one address, without running the loader', async () => {
    const { app, slots } = await serverAnswering({ status: 'loaded', version: '1.0.0', data: '{}' }, 2);
    for (const expected of [200, 200, 429])
      expect((await get(app, '/_host/data/catalog?url=/catalog')).statusCode).toBe(expected);
    const refused = await get(app, '/_host/data/catalog?url=/catalog');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.body).toEqual({
      error: expect.stringContaining('too many data requests: this client made more than 2 in a minute'),
    });
    expect(slots).toHaveBeenCalledTimes(2);
  });
});
