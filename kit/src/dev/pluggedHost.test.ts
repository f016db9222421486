import { OVERRIDE_PARAM } from '@mfp/shared/overrides';
import { pageDataElement } from '@mfp/shared/page';
import { checkHost, pluggedHostUrl } from './pluggedHost';

const MANIFEST = 'http://localhost:3001/mf-manifest.json';

/** A host whose home page carries these override origins (none: overrides off). */
function answering(status: number, overrideOrigins?: string[], page?: string): typeof fetch {
  const data = { allowedRemoteOrigins: [], ...(overrideOrigins ? { overrideOrigins } : {}) };
  const html = page ?? `<!doctype html><head>${pageDataElement(data)}</head>`;
  return (() => Promise.resolve(new Response(html, { status }))) as typeof fetch;
}

describe('pluggedHostUrl', () => {
  it("opens the remote's route on the host with the override parameter, which the host reads back", () => {
    const url = new URL(pluggedHostUrl('https://shop.example.com', '/catalog', 'catalog', MANIFEST));
    expect(url.origin + url.pathname).toBe('https://shop.example.com/catalog');
    expect(url.searchParams.getAll(OVERRIDE_PARAM)).toEqual([`catalog=${MANIFEST}`]);
  });
});

describe('checkHost', () => {
  it('says the host answers and allows this origin', async () => {
    const fetchImpl = answering(200, ['http://localhost:*', 'http://127.0.0.1:*']);
    await expect(checkHost('http://localhost:3000', MANIFEST, fetchImpl)).resolves.toBe(
      '✓ The host at http://localhost:3000 answers and allows overrides from http://localhost:3001.',
    );
  });

  it('warns when the host has overrides off', async () => {
    await expect(checkHost('http://localhost:3000', MANIFEST, answering(200))).resolves.toMatch(
      /answers, but has overrides off: it will ignore the override\. Start its server with OVERRIDES=on/,
    );
  });

  it('warns when the host does not allow this origin, naming the setting', async () => {
    const fetchImpl = answering(200, ['https://dev.example.com']);
    await expect(checkHost('https://shop.example.com', MANIFEST, fetchImpl)).resolves.toMatch(
      /does not allow overrides from http:\/\/localhost:3001 .*ALLOWED_OVERRIDE_ORIGINS/,
    );
  });

  it('warns when the host answers with a page that is not an MFP host page', async () => {
    await expect(checkHost('http://localhost:3000', MANIFEST, answering(200, [], '<h1>hello</h1>'))).resolves.toMatch(
      /carries no page data: is it an MFP host\?/,
    );
  });

  it('warns when the host answers with an error or not at all', async () => {
    await expect(checkHost('http://localhost:3000', MANIFEST, answering(404))).resolves.toMatch(/HTTP 404/);
    const refused = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    await expect(checkHost('http://localhost:3000', MANIFEST, refused)).resolves.toMatch(
      /^⚠ The host at http:\/\/localhost:3000 does not answer \(fetch failed\)\. Start it/,
    );
  });
});
