import { PlatformFailure } from '@mfp/shared/failures';
import { ALLOWED_OVERRIDE_ORIGINS_HEADER } from '@mfp/shared/overrides';
import { ALLOWED_REMOTE_ORIGINS_HEADER, REGISTRY_PATH } from '@mfp/shared/registry';
import { testRegistryEntry } from '@mfp/shared/testing';
import { fetchRegistry } from './fetchRegistry';

const catalog = testRegistryEntry('catalog', { version: undefined });

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

interface Answer {
  ok: boolean;
  status: number;
  text: string;
  headers?: Record<string, string>;
}

function serve(answer: Answer | Error) {
  const fetchMock = jest.fn(() =>
    answer instanceof Error
      ? Promise.reject(answer)
      : Promise.resolve({
          ok: answer.ok,
          status: answer.status,
          headers: new Headers(answer.headers),
          text: () => Promise.resolve(answer.text),
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

    const registry = await fetchRegistry(5_000);
    expect(registry.remotes).toEqual([catalog]);
    expect(registry.problems).toEqual([expect.objectContaining({ index: 1, name: 'Bad' })]);
    expect(fetchMock).toHaveBeenCalledWith(
      REGISTRY_PATH,
      expect.objectContaining({ cache: 'no-cache', signal: expect.any(AbortSignal) }),
    );
  });

  describe('allowed remote origins', () => {
    const intruder = {
      ...catalog,
      name: 'intruder',
      route: '/intruder',
      entry: 'http://evil.test/remotes/intruder/1.0.0/mf-manifest.json',
    };
    const body = JSON.stringify({ remotes: [catalog, intruder] });

    it('skips an entry on an origin the server does not allow, saying where to allow it, and keeps the others', async () => {
      serve({
        ok: true,
        status: 200,
        text: body,
        headers: { [ALLOWED_REMOTE_ORIGINS_HEADER]: 'http://localhost:3100' },
      });
      const registry = await fetchRegistry(5_000);
      expect(registry.remotes).toEqual([catalog]);
      expect(registry.problems).toEqual([
        {
          index: 1,
          name: 'intruder',
          route: '/intruder',
          message:
            'entry origin http://evil.test is not an allowed remote origin (allowed: http://localhost:3100); ' +
            'add it to ALLOWED_REMOTE_ORIGINS on the host server',
        },
      ]);
    });

    it('reads a comma-separated list, with or without spaces', async () => {
      const header = ' http://localhost:3100 ,http://evil.test';
      serve({ ok: true, status: 200, text: body, headers: { [ALLOWED_REMOTE_ORIGINS_HEADER]: header } });
      const registry = await fetchRegistry(5_000);
      expect(registry.remotes).toEqual([catalog, intruder]);
      expect(registry.problems).toEqual([]);
    });

    it('restricts nothing when the header is missing, as with an older server', async () => {
      serve({ ok: true, status: 200, text: body });
      const registry = await fetchRegistry(5_000);
      expect(registry.remotes).toEqual([catalog, intruder]);
      expect(registry.problems).toEqual([]);
    });
  });

  describe('allowed override origins', () => {
    const body = JSON.stringify({ remotes: [catalog] });

    it('reads the origin patterns overrides may use', async () => {
      const header = 'http://localhost:*, http://127.0.0.1:*';
      serve({ ok: true, status: 200, text: body, headers: { [ALLOWED_OVERRIDE_ORIGINS_HEADER]: header } });
      const registry = await fetchRegistry(5_000);
      expect(registry.overrideOrigins).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
    });

    it('leaves them out when the header is missing: overrides are off', async () => {
      serve({ ok: true, status: 200, text: body });
      expect(await fetchRegistry(5_000)).not.toHaveProperty('overrideOrigins');
    });
  });

  it('rejects with registry-unreachable (MFP-101) on an HTTP error', async () => {
    serve({ ok: false, status: 503, text: 'Service Unavailable' });
    const failure = await failureOf(fetchRegistry(5_000));
    expect(failure).toMatchObject({ kind: 'registry-unreachable', code: 'MFP-101', remote: 'registry' });
    expect(failure.message).toContain('HTTP 503 for /registry.json');
  });

  it('rejects with registry-unreachable (MFP-101) when the network fails, keeping the error as cause', async () => {
    const networkError = new TypeError('Failed to fetch');
    serve(networkError);
    const failure = await failureOf(fetchRegistry(5_000));
    expect(failure).toMatchObject({ kind: 'registry-unreachable', code: 'MFP-101' });
    expect(failure.cause).toBe(networkError);
  });

  it('rejects with registry-invalid (MFP-102) when the body is not JSON', async () => {
    serve({ ok: true, status: 200, text: '<!doctype html>' });
    const failure = await failureOf(fetchRegistry(5_000));
    expect(failure).toMatchObject({ kind: 'registry-invalid', code: 'MFP-102' });
    expect(failure.message).toContain('/registry.json is not JSON');
    expect(failure.cause).toBeInstanceOf(SyntaxError);
  });

  it('rejects with registry-invalid (MFP-102) when the document has no remotes array', async () => {
    serve({ ok: true, status: 200, text: JSON.stringify({ apps: [] }) });
    const failure = await failureOf(fetchRegistry(5_000));
    expect(failure).toMatchObject({ kind: 'registry-invalid', code: 'MFP-102' });
    expect(failure.message).toContain('must be an object with a "remotes" array');
  });
});
