import Fastify from 'fastify';
import { appendVary } from './appendVary';

async function varyOf(set: string | undefined, ...added: string[]): Promise<string | undefined> {
  const app = Fastify();
  app.get('/', (_request, reply) => {
    if (set !== undefined) reply.header('vary', set);
    return appendVary(reply, ...added).send('ok');
  });
  const vary = (await app.inject({ url: '/' })).headers.vary;
  await app.close();
  return vary === undefined ? undefined : String(vary);
}

describe('appendVary', () => {
  it('keeps what an earlier writer named, and adds each header once, whatever its case', async () => {
    await expect(varyOf('Accept-Encoding', 'accept', 'accept-encoding')).resolves.toBe('Accept-Encoding, accept');
    await expect(varyOf(undefined, 'accept', 'sec-fetch-dest')).resolves.toBe('accept, sec-fetch-dest');
    await expect(varyOf('', 'accept')).resolves.toBe('accept');
  });

  it('leaves the header alone when nothing is new', async () => {
    await expect(varyOf('accept', 'Accept')).resolves.toBe('accept');
    await expect(varyOf(undefined)).resolves.toBeUndefined();
  });
});
