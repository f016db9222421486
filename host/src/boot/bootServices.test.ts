import { PAGE_DATA_ELEMENT_ID } from '@mfp/shared/page';
import { testRegistryEntry, TEST_STORE_ORIGIN } from '@mfp/testing';
import type { RemoteLoader } from '../loading/loader/createRemoteLoader';

const load = jest.fn<ReturnType<RemoteLoader['load']>, Parameters<RemoteLoader['load']>>();

// The real runtime needs the host's build; the seam below it is what this test watches.
jest.mock('../loading/moduleFederationRuntime', () => ({
  createModuleFederationLoader: (): RemoteLoader => ({ load, compatibilityNotes: () => [] }),
}));

function writePageData(remotes: unknown[]) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ELEMENT_ID;
  script.textContent = JSON.stringify({ allowedRemoteOrigins: [TEST_STORE_ORIGIN], registry: { remotes } });
  document.body.append(script);
}

describe('bootServices', () => {
  beforeEach(() => {
    jest.resetModules();
    load.mockReset().mockReturnValue(new Promise(() => undefined));
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/catalog');
  });

  it("starts loading the route's remote on the first call, and hands the same services to every later call", async () => {
    writePageData([testRegistryEntry('catalog'), testRegistryEntry('cart')]);
    const { bootServices } = await import('./bootServices');
    const first = bootServices();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]?.[0]).toMatchObject({ name: 'catalog' });
    expect(bootServices()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first.registry.initial?.remotes.map((remote) => remote.name)).toEqual(['catalog', 'cart']);
  });

  it('loads nothing before the first render on a host page', async () => {
    window.history.replaceState(null, '', '/');
    writePageData([testRegistryEntry('catalog')]);
    const { bootServices } = await import('./bootServices');
    bootServices();
    expect(load).not.toHaveBeenCalled();
  });

  it("counts no mount of a tab that previews a release: a developer's, not a user's", async () => {
    const sent: string[] = [];
    Object.defineProperty(window.navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: string) => sent.push(`${url} ${body}`) > 0,
    });
    window.history.replaceState(null, '', '/catalog?mfp-preview=catalog~2.0.0~99999999999999~sig');
    writePageData([testRegistryEntry('catalog')]);
    const { bootServices } = await import('./bootServices');
    const { mounts } = bootServices().services;
    if (!mounts) throw new Error('a host page has a mount counter');
    mounts.count('catalog', '2.0.0');
    mounts.flush();
    expect(sent).toEqual([]);
    window.sessionStorage.clear();
  });

  it.each([
    ['/catalog?mfp-preview=catalog~2.0.0~99999999999999~sig', true],
    ['/catalog', undefined],
  ])("marks the failure reports of a tab at %s as a preview's: %s", async (url, preview) => {
    const bodies: unknown[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = jest.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return { ok: true, json: () => Promise.resolve({ digest: '42' }) };
    }) as unknown as typeof fetch;
    window.history.replaceState(null, '', url);
    writePageData([testRegistryEntry('catalog')]);
    const { bootServices } = await import('./bootServices');
    const { createFailure } = await import('../failures/failureFactory');
    const { reportFailure } = bootServices().services;
    const failure = createFailure({ culprit: 'remote', remote: 'catalog', kind: 'render-failed', message: 'boom' });
    await expect(reportFailure(failure)).resolves.toBe('42');
    globalThis.fetch = realFetch;
    expect(bodies).toEqual([expect.objectContaining({ remote: 'catalog' })]);
    expect((bodies[0] as { preview?: true }).preview).toBe(preview);
    window.sessionStorage.clear();
  });
});
