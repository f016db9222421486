import { PlatformFailure } from '@mfp/shared/failures';
import { REGISTRY_PATH } from '@mfp/shared/registry';
import { TEST_STORE_ORIGIN, testRegistryEntry } from '@mfp/testing';
import { fetchRegistry, type PageOrigins } from './fetchRegistry';
import { PAGE_VIEW_HEADER } from '@mfp/shared/pageViews';
import { currentPageView } from '../pageViews/currentPageView';

const catalog = testRegistryEntry('catalog', { version: undefined });

/** A page that allows the test store, with overrides off. */
const PAGE: PageOrigins = { allowedRemoteOrigins: [TEST_STORE_ORIGIN] };

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

interface Answer {
  ok: boolean;
  status: number;
  text: string;
  /** The answer's page-view token (its `mfp-page-view` header), if any. */
  pageView?: string;
}

function serve(answer: Answer | Error) {
  const fetchMock = jest.fn(() =>
    answer instanceof Error
      ? Promise.reject(answer)
      : Promise.resolve({
          ok: answer.ok,
          status: answer.status,
          text: () => Promise.resolve(answer.text),
          headers: new Headers(answer.pageView ? { [PAGE_VIEW_HEADER]: answer.pageView } : {}),
        }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

async function failureOf(promise: Promise<unknown>): Promise<PlatformFailure> {
  const error: unknown = await promise.then(
    () => new Error('expected fetchRegistry to reject'),
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(PlatformFailure);
  return error as PlatformFailure;
}

describe('fetchRegistry', () => {
  it('fetches /registry.json without the HTTP cache and returns the valid remotes and the problems', async () => {
    const fetchMock = serve({ ok: true, status: 200, text: JSON.stringify({ remotes: [catalog, { name: 'Bad' }] }) });

    const registry = await fetchRegistry(5_000, PAGE);
    expect(registry.remotes).toEqual([catalog]);
    expect(registry.problems).toEqual([expect.objectContaining({ index: 1, name: 'Bad' })]);
    expect(fetchMock).toHaveBeenCalledWith(
      REGISTRY_PATH,
      expect.objectContaining({ cache: 'no-cache', signal: expect.any(AbortSignal) }),
    );
  });

  it("makes the answer's page-view token the tab's current one, and keeps it through an answer without", async () => {
    const body = JSON.stringify({ remotes: [catalog] });
    serve({ ok: true, status: 200, text: body, pageView: 'token-of-the-next-page-view' });
    await fetchRegistry(5_000, PAGE);
    expect(currentPageView()).toBe('token-of-the-next-page-view');
    serve({ ok: true, status: 200, text: body });
    await fetchRegistry(5_000, PAGE);
    expect(currentPageView()).toBe('token-of-the-next-page-view');
  });

  describe("the page's allowed remote origins", () => {
    const intruder = {
      ...catalog,
      name: 'intruder',
      route: '/intruder',
      entry: 'http://evil.test/remotes/intruder/1.0.0/mf-manifest.json',
    };
    const body = JSON.stringify({ remotes: [catalog, intruder] });

    it('skips an entry on an origin the page does not allow, saying where to allow it, and keeps the others', async () => {
      serve({ ok: true, status: 200, text: body });
      const registry = await fetchRegistry(5_000, PAGE);
      expect(registry.remotes).toEqual([catalog]);
      expect(registry.problems).toEqual([
        {
          index: 1,
          name: 'intruder',
          route: '/intruder',
          message:
            `entry origin http://evil.test is not an allowed remote origin (allowed: ${TEST_STORE_ORIGIN}); ` +
            'add it to ALLOWED_REMOTE_ORIGINS on the host server',
        },
      ]);
    });

    it('keeps every entry whose origin the page lists', async () => {
      serve({ ok: true, status: 200, text: body });
      const registry = await fetchRegistry(5_000, { allowedRemoteOrigins: [TEST_STORE_ORIGIN, 'http://evil.test'] });
      expect(registry.remotes).toEqual([catalog, intruder]);
      expect(registry.problems).toEqual([]);
    });

    it('loads nothing from another origin when the page allows none (fail closed)', async () => {
      serve({ ok: true, status: 200, text: body });
      const registry = await fetchRegistry(5_000, { allowedRemoteOrigins: [] });
      expect(registry.remotes).toEqual([]);
      expect(registry.problems.map((problem) => problem.message)).toEqual([
        expect.stringContaining('allowed: none: the page lists no allowed origins'),
        expect.stringContaining('allowed: none: the page lists no allowed origins'),
      ]);
    });
  });

  describe("the page's override origins", () => {
    const body = JSON.stringify({ remotes: [catalog] });

    it('passes on the origin patterns overrides may use', async () => {
      serve({ ok: true, status: 200, text: body });
      const overrideOrigins = ['http://localhost:*', 'http://127.0.0.1:*'];
      const registry = await fetchRegistry(5_000, { ...PAGE, overrideOrigins });
      expect(registry.overrideOrigins).toEqual(overrideOrigins);
    });

    it('leaves them out when the page has none: overrides are off', async () => {
      serve({ ok: true, status: 200, text: body });
      expect(await fetchRegistry(5_000, PAGE)).not.toHaveProperty('overrideOrigins');
    });
  });

  it('rejects with registry-unreachable (MFP-101) on an HTTP error', async () => {
    serve({ ok: false, status: 503, text: 'Service Unavailable' });
    const failure = await failureOf(fetchRegistry(5_000, PAGE));
    expect(failure).toMatchObject({
      culprit: 'registry',
      kind: 'registry-unreachable',
      code: 'MFP-101',
      remote: undefined,
    });
    expect(failure.message).toContain('HTTP 503 for /registry.json');
  });

  it('rejects with registry-unreachable (MFP-101) when the network fails, keeping the error as cause', async () => {
    const networkError = new TypeError('Failed to fetch');
    serve(networkError);
    const failure = await failureOf(fetchRegistry(5_000, PAGE));
    expect(failure).toMatchObject({ kind: 'registry-unreachable', code: 'MFP-101' });
    expect(failure.cause).toBe(networkError);
  });

  it('rejects with registry-invalid (MFP-102) when the body is not JSON', async () => {
    serve({ ok: true, status: 200, text: '<!doctype html>' });
    const failure = await failureOf(fetchRegistry(5_000, PAGE));
    expect(failure).toMatchObject({ kind: 'registry-invalid', code: 'MFP-102' });
    expect(failure.message).toContain('/registry.json is not JSON');
    expect(failure.cause).toBeInstanceOf(SyntaxError);
  });

  it('rejects with registry-invalid (MFP-102) when the document has no remotes array', async () => {
    serve({ ok: true, status: 200, text: JSON.stringify({ apps: [] }) });
    const failure = await failureOf(fetchRegistry(5_000, PAGE));
    expect(failure).toMatchObject({ kind: 'registry-invalid', code: 'MFP-102' });
    expect(failure.message).toContain('must be an object with a "remotes" array');
  });
});
