import { pageDataFromHtml } from '@mfp/shared/page';
import { PAGE_VIEW_HEADER } from '@mfp/shared/pageViews';
import { REGISTRY_PATH } from '@mfp/shared/registry';
import { TEST_DIGEST_SECRET } from '../testing/fixtures';
import { startPlatform, type PlatformHarness } from '../platform/testing/platformHarness';
import { pageViewKeyOf, verifyPageView } from './pageViewSignature';

describe('the page-view tokens a host server hands out', () => {
  let harness: PlatformHarness;
  beforeEach(async () => {
    harness = await startPlatform();
  });
  afterEach(() => harness.close());

  const verify = (token: string | undefined) =>
    verifyPageView(token ?? '', pageViewKeyOf(TEST_DIGEST_SECRET), Date.now());
  const page = () => harness.app.inject({ url: '/catalog', headers: { accept: 'text/html' } });

  it("puts a token of its own in each page, naming the registry's releases, and so sends pages without an ETag", async () => {
    const [first, second] = [await page(), await page()];
    const tokens = [first, second].map((answer) => pageDataFromHtml(answer.body)?.pageView);
    expect(tokens[0]).not.toBe(tokens[1]);
    const check = verify(tokens[0]);
    expect(check).toMatchObject({ status: 'valid', view: { releases: { catalog: '1.1.0' } } });
    expect(first.headers.etag).toBeUndefined();
    expect(first.body).not.toContain('placeholder');
  });

  it('sends a fresh token beside the registry, on a 304 too', async () => {
    const first = await harness.app.inject({ url: REGISTRY_PATH });
    expect(verify(first.headers[PAGE_VIEW_HEADER] as string).status).toBe('valid');
    const again = await harness.app.inject({
      url: REGISTRY_PATH,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers[PAGE_VIEW_HEADER]).not.toBe(first.headers[PAGE_VIEW_HEADER]);
    expect(verify(again.headers[PAGE_VIEW_HEADER] as string).status).toBe('valid');
  });

  it('gives one address its allowance of tokens per window, then pages and registries without one', async () => {
    await harness.close();
    harness = await startPlatform({ pageViewsPerAddress: 2 });
    const tokens = [];
    for (let view = 0; view < 3; view += 1) tokens.push(pageDataFromHtml((await page()).body)?.pageView);
    const registry = await harness.app.inject({ url: REGISTRY_PATH });
    expect(tokens.map((token) => verify(token).status)).toEqual(['valid', 'valid', 'rejected']);
    expect(tokens[2]).toBeUndefined();
    expect(registry.statusCode).toBe(200);
    expect(registry.headers[PAGE_VIEW_HEADER]).toBeUndefined();
    // Another address still gets its own.
    const other = await harness.app.inject({ url: REGISTRY_PATH, remoteAddress: '203.0.113.9' });
    expect(verify(other.headers[PAGE_VIEW_HEADER] as string).status).toBe('valid');
  });
});
