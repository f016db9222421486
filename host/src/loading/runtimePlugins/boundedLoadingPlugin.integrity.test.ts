/**
 * @jest-environment node
 */
// Node's environment: the manifest checks need fetch's Response and crypto.subtle, which jsdom does not provide.
import { createHash } from 'node:crypto';
import type { ReleaseIntegrity } from '@mfp/shared/registry';
import { boundedLoadingPlugin } from './boundedLoadingPlugin';
import { RemoteRecords } from '../records/RemoteRecord';
import { IntegrityMismatchError } from '../integrity/subresourceIntegrity';

type Plugin = ReturnType<typeof boundedLoadingPlugin>;
type RemoteInfo = Parameters<NonNullable<Plugin['fetch']>>[2];

const HOST_SHARED = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router': '7.18.5' };
const MANIFEST_URL = 'http://localhost:3100/remotes/catalog/1.0.0/mf-manifest.json';
// No `shared` list: the compatibility check, tested elsewhere, has nothing to say about it.
const MANIFEST = JSON.stringify({ id: 'catalog' });
const sriOf = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const RECORDED: ReleaseIntegrity = { manifest: sriOf(MANIFEST), entry: sriOf('entry') };

function setup(integrity: ReleaseIntegrity | undefined) {
  const records = new RemoteRecords(10_000);
  records.recordFor('catalog').integrity.expect(MANIFEST_URL, integrity);
  const plugin = boundedLoadingPlugin(records, () => HOST_SHARED);
  const fetchManifest = () =>
    plugin.fetch!(MANIFEST_URL, {}, { name: 'catalog', entry: MANIFEST_URL } as RemoteInfo) as Promise<Response>;
  return { record: records.recordFor('catalog'), fetchManifest };
}

/**
 * A fetch that serves `body`, and rejects the way browsers do ("Failed to fetch") when the request carries an
 * integrity the body does not match.
 */
function serve(body: string) {
  globalThis.fetch = jest.fn((_url: string | URL | Request, init?: RequestInit) =>
    init?.integrity && init.integrity !== sriOf(body)
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve(new Response(body, { status: 200 })),
  );
}

describe('boundedLoadingPlugin: the integrity of each manifest', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('fetches the manifest with the integrity recorded at deploy, and passes a matching one on', async () => {
    serve(MANIFEST);
    const { fetchManifest, record } = setup(RECORDED);
    await expect((await fetchManifest()).text()).resolves.toBe(MANIFEST);
    expect(globalThis.fetch).toHaveBeenCalledWith(
      MANIFEST_URL,
      expect.objectContaining({ integrity: RECORDED.manifest }),
    );
    expect(record.integrity.mismatchOf(MANIFEST_URL)).toBeUndefined();
  });

  it('refuses a manifest changed since its deploy, and records the mismatch for the loader', async () => {
    const changed = JSON.stringify({ id: 'catalog', metaData: { remoteEntry: { name: 'evil.js' } } });
    serve(changed);
    const { fetchManifest, record } = setup(RECORDED);
    const fetching = fetchManifest();
    await expect(fetching).rejects.toBeInstanceOf(IntegrityMismatchError);
    await expect(fetching).rejects.toThrow(`expected ${RECORDED.manifest}, got ${sriOf(changed)}`);
    await expect(record.integrity.mismatchOf(MANIFEST_URL)).resolves.toBeInstanceOf(IntegrityMismatchError);
  });

  it('reports a network error as what it is, with no mismatch recorded', async () => {
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { fetchManifest, record } = setup(RECORDED);
    await expect(fetchManifest()).rejects.toThrow('Failed to fetch');
    await expect(record.integrity.mismatchOf(MANIFEST_URL)).resolves.toBeUndefined();
  });

  it('fetches the manifest of a release without recorded integrity (a development override) unchecked', async () => {
    serve('{"id":"catalog","changed":true}');
    const { fetchManifest } = setup(undefined);
    await expect(fetchManifest()).resolves.toBeDefined();
    expect(jest.mocked(globalThis.fetch).mock.calls[0]?.[1]).not.toHaveProperty('integrity');
  });
});
