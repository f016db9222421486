/**
 * @jest-environment node
 */
// Node's environment: the manifest checks need fetch's Response, which jsdom does not provide.
import foreignOk from '@mfp/testing/manifests/foreign_ok.json';
import { createHash } from 'node:crypto';
import type { ReleaseIntegrity } from '@mfp/shared/registry';
import { boundedLoadingPlugin } from './boundedLoadingPlugin';
import { RemoteRecords } from '../records/RemoteRecord';
import { UnverifiableEntryError } from '../integrity/UnverifiableEntryError';

type Plugin = ReturnType<typeof boundedLoadingPlugin>;
type RemoteInfo = Parameters<NonNullable<Plugin['fetch']>>[2];

const HOST_SHARED = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router': '7.18.5' };
const MANIFEST_URL = 'http://localhost:3100/remotes/reviews/1.0.0/mf-manifest.json';
const sriOf = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** The documented webpack remote's manifest with its entry's type replaced, as Vite writes `module`. */
const manifestOfType = (type: string) =>
  JSON.stringify({ ...foreignOk, metaData: { ...foreignOk.metaData, remoteEntry: { name: 'remoteEntry.js', type } } });

function setup(body: string, integrity: ReleaseIntegrity | undefined) {
  globalThis.fetch = jest.fn(() => Promise.resolve(new Response(body, { status: 200 })));
  const records = new RemoteRecords(10_000);
  records.recordFor('reviews').integrity.expect(MANIFEST_URL, integrity);
  const plugin = boundedLoadingPlugin(records, () => HOST_SHARED);
  return plugin.fetch!(MANIFEST_URL, {}, { name: 'reviews', entry: MANIFEST_URL } as RemoteInfo) as Promise<Response>;
}

const recorded = (body: string): ReleaseIntegrity => ({ manifest: sriOf(body), entry: sriOf('entry') });

describe('boundedLoadingPlugin: the entry type of a checked release', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('refuses an ES-module entry whose release carries no module hashes before it is requested, saying how to fix it', async () => {
    const body = manifestOfType('module');
    const fetching = setup(body, recorded(body));
    await expect(fetching).rejects.toBeInstanceOf(UnverifiableEntryError);
    await expect(fetching).rejects.toThrow(
      /remote `reviews` has an ES-module entry \(metaData\.remoteEntry\.type in its mf-manifest\.json\), and its release carries no integrity of its module files.*Deploy it again with `mfp deploy`/,
    );
  });

  it('passes an ES-module entry whose release carries its module and stylesheet hashes on: the entry hook checks its files', async () => {
    const body = manifestOfType('module');
    const modules = [{ path: 'assets/App.js', integrity: sriOf('app') }];
    const integrity = { ...recorded(body), modules, styles: [{ path: 'assets/App.css', integrity: sriOf('css') }] };
    await expect((await setup(body, integrity)).text()).resolves.toBe(body);
  });

  it('refuses an ES-module entry whose release carries its module hashes but none of its stylesheets (recorded before they were)', async () => {
    const body = manifestOfType('module');
    const integrity = { ...recorded(body), modules: [{ path: 'assets/App.js', integrity: sriOf('app') }] };
    await expect(setup(body, integrity)).rejects.toThrow(
      /no integrity of its module files and stylesheets.*mfp deploy/,
    );
  });

  it('refuses a SystemJS entry the same way', async () => {
    const body = manifestOfType('system');
    const integrity = { ...recorded(body), modules: [{ path: 'assets/App.js', integrity: sriOf('app') }] };
    await expect(setup(body, integrity)).rejects.toThrow(/entry of type "system".*webpack 5 or Rspack.*or with Vite/);
  });

  it("passes a classic script entry (webpack's global) through, body intact", async () => {
    const body = manifestOfType('global');
    await expect((await setup(body, recorded(body))).text()).resolves.toBe(body);
  });

  it('passes an ES-module entry of an unchecked release (development, no recorded integrity) through', async () => {
    const body = manifestOfType('module');
    await expect((await setup(body, undefined)).text()).resolves.toBe(body);
  });
});
