/**
 * @jest-environment node
 */
// Node's environment: the manifest checks need fetch's Response, which jsdom does not provide.
import foreignNoRouter from '@mfp/testing/manifests/foreign_no_router.json';
import foreignOk from '@mfp/testing/manifests/foreign_ok.json';
import foreignReact18 from '@mfp/testing/manifests/foreign_react18.json';
import { boundedLoadingPlugin } from './boundedLoadingPlugin';
import { IncompatibleRemoteError } from '../manifest/IncompatibleRemoteError';
import { RemoteRecords } from '../records/RemoteRecord';

type Plugin = ReturnType<typeof boundedLoadingPlugin>;
type RemoteInfo = Parameters<NonNullable<Plugin['fetch']>>[2];

const HOST_SHARED = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router': '7.18.5' };
const MANIFEST_URL = 'http://localhost:3100/remotes/catalog/1.0.0/mf-manifest.json';
const remoteInfo = (name: string) => ({ name, entry: MANIFEST_URL }) as RemoteInfo;

function setup() {
  const records = new RemoteRecords(10_000);
  return { records, plugin: boundedLoadingPlugin(records, () => HOST_SHARED) };
}

const serve = (body: unknown) => {
  globalThis.fetch = jest.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 })));
};

describe('boundedLoadingPlugin: the compatibility check on each manifest', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('refuses an incompatible manifest before the entry is requested, and records why on the remote', async () => {
    serve(foreignReact18);
    const { plugin, records } = setup();
    const fetching = plugin.fetch!(MANIFEST_URL, {}, remoteInfo('catalog'));
    await expect(fetching).rejects.toBeInstanceOf(IncompatibleRemoteError);
    await expect(fetching).rejects.toThrow('remote `catalog` was built with react 18.3.1, the host provides 19.3.1');
    expect(records.recordFor('catalog').compatibility?.status).toBe('incompatible');
  });

  it('refuses a manifest requiring a newer patch than the host provides, naming the pin and the host upgrade', async () => {
    const shared = foreignOk.shared.map((entry) =>
      entry.name === 'react-router' ? { ...entry, version: '7.18.6', requiredVersion: '^7.18.6' } : entry,
    );
    serve({ ...foreignOk, shared });
    const { plugin } = setup();
    await expect(plugin.fetch!(MANIFEST_URL, {}, remoteInfo('catalog'))).rejects.toThrow(
      'remote `catalog` requires react-router ^7.18.6, the host provides 7.18.5; pin react-router to 7.18.5 ' +
        '(npm install react-router@7.18.5) and require ^7.18.5, or ask the platform team to upgrade the host to ' +
        'react-router 7.18.6 or later',
    );
  });

  it('passes a compatible manifest through, body intact, keeping its soft problems on the record', async () => {
    serve(foreignNoRouter);
    const { plugin, records } = setup();
    const response = (await plugin.fetch!(MANIFEST_URL, {}, remoteInfo('catalog'))) as Response;
    expect(await response.json()).toEqual(foreignNoRouter);
    expect(records.recordFor('catalog').compatibility).toMatchObject({
      status: 'compatible',
      softProblems: [{ package: 'react-dom' }, { package: 'react-router' }],
    });
  });

  it('leaves a body that is no manifest to the runtime (manifest-invalid), recording nothing', async () => {
    globalThis.fetch = jest.fn(() => Promise.resolve(new Response('{"remotes": [', { status: 200 })));
    const { plugin, records } = setup();
    await expect(plugin.fetch!(MANIFEST_URL, {}, remoteInfo('catalog'))).resolves.toBeInstanceOf(Response);
    expect(records.recordFor('catalog').compatibility).toBeUndefined();
  });
});
