import { act } from '@testing-library/react';
import { TEST_STORE_ORIGIN, testRegistryEntry } from '@mfp/testing';
import type { PageData, ServerSlot } from '@mfp/shared/page';
import type { RemoteAppProps } from '@mfp/shared/remote';
import { ReadableStream } from 'node:stream/web';
import { setImmediate } from 'node:timers';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { PlatformServices } from '../../boundary/PlatformServices';
import { createHydrationMismatches } from '../../hydration/hydrationMismatches';
import type { RemoteLoadResult } from '../../loading/records/RemoteLoadResult';
import { OverrideSession } from '../../overrides/overrideSession';
import { pageRegistrySource } from '../../registry/registrySource';
import { App } from '../../shell/App';
import { HostRoot } from '../../shell/HostRoot';
import type { renderShell as RenderShell } from './renderShell';

// react-dom/server streams into a web ReadableStream and schedules with setImmediate, which jsdom lacks.
Object.assign(globalThis, { ReadableStream, setImmediate });

/** The remote under test, rendered alike by the fake slot renderer (as the sandbox would) and in the browser. */
function Remote({ basePath }: RemoteAppProps) {
  return (
    <article>
      <h1>Remote at {basePath}</h1>
    </article>
  );
}

const entry = testRegistryEntry('catalog', { integrity: undefined });
const pageData = (serverSlot?: ServerSlot): PageData => ({
  allowedRemoteOrigins: [TEST_STORE_ORIGIN],
  registry: { remotes: [entry] },
  registryIndex: 0,
  navigation: [{ name: entry.name, title: entry.title, route: entry.route, version: '1.0.0' }],
  ...(serverSlot ? { serverSlot } : {}),
});

/** A fake SlotRenderer's html: the remote in the same router nesting as the host's, rendered by react-dom/server. */
const remoteHtml = renderToString(
  <MemoryRouter initialEntries={['/catalog']}>
    <Routes>
      <Route path="/catalog/*" element={<Remote basePath="/catalog" remoteName="catalog" />} />
    </Routes>
  </MemoryRouter>,
);

/**
 * The server's renderer with React of its own, as on a real server: React's server and client renderers in one module
 * registry share context objects, and a boundary that errored on the server leaves its values behind for the client.
 */
let renderShell: typeof RenderShell = () => Promise.reject(new Error('not loaded'));
jest.isolateModules(() => {
  ({ renderShell } = jest.requireActual<{ renderShell: typeof RenderShell }>('./renderShell'));
});

let root: Root | undefined;
// One renderer at a time: a root left mounted shares React's context objects with the next test's server render.
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** Hydrates `body` in jsdom at `/catalog` with a loader that resolves with `result` when told. */
async function hydrate(body: string, data: PageData, result: RemoteLoadResult) {
  const container = document.createElement('div');
  container.innerHTML = body;
  document.body.append(container);
  let resolve: (value: RemoteLoadResult) => void = () => {};
  const load = new Promise<RemoteLoadResult>((done) => (resolve = done));
  const mismatches = createHydrationMismatches();
  const services: PlatformServices = {
    loader: { load: () => load, compatibilityNotes: () => [] },
    hydrationMismatches: mismatches,
    reportFailure: jest.fn(async () => 'client-digest'),
    hostname: 'shop.example',
    ...(data.serverSlot ? { serverSlot: data.serverSlot } : {}),
  };
  const recoverable = jest.fn(mismatches.onRecoverableError);
  const boot = { services, overrides: new OverrideSession(undefined) };
  const registry = pageRegistrySource(data, () => new Promise(() => {}));
  await act(async () => {
    root = hydrateRoot(
      container,
      <HostRoot boot={boot}>
        <MemoryRouter initialEntries={['/catalog']}>
          <App registry={registry} />
        </MemoryRouter>
      </HostRoot>,
      { onRecoverableError: recoverable },
    );
  });
  const serverMarkupKept = container.querySelector('[data-mfp-slot] h1')?.textContent === 'Remote at /catalog';
  await act(async () => resolve(result));
  return { container, recoverable, serverMarkupKept, services };
}

describe('renderShell with a slot the server rendered', () => {
  it("puts the remote's html inside the slot's root and its Suspense boundary, and the browser hydrates it", async () => {
    const data = pageData({ name: 'catalog', version: '1.0.0', status: 'rendered' });
    const { body } = await renderShell({
      url: '/catalog',
      pageData: data,
      hostname: 'shop.example',
      slotHtml: remoteHtml,
    });
    expect(body).toContain(`<div data-mfp-slot="catalog"><!--$-->${remoteHtml}<!--/$--></div>`);
    expect(body).not.toContain('<script');

    const { container, recoverable, serverMarkupKept, services } = await hydrate(body, data, {
      status: 'ready',
      Component: Remote,
    });
    expect(serverMarkupKept).toBe(true);
    expect(recoverable).not.toHaveBeenCalled();
    expect(services.reportFailure).not.toHaveBeenCalled();
    expect(container.querySelector('section[data-remote="catalog"]')?.getAttribute('data-status')).toBe('ready');
    expect(container.querySelector('[data-mfp-slot="catalog"] h1')?.textContent).toBe('Remote at /catalog');
  });

  it('leaves a failed slot to the browser with the digest, and shows and reports it when the browser fails too', async () => {
    const data = pageData({ name: 'catalog', version: '1.0.0', status: 'failed', digest: '271828182845' });
    const { body } = await renderShell({ url: '/catalog', pageData: data, hostname: 'shop.example' });
    // Loading, as any slot the browser renders on its own (its last known-good release included), not a boundary.
    expect(body).toContain('<section data-remote="catalog" data-status="loading"');
    expect(body).not.toContain('<!--$!-->');
    expect(body).toMatch(/Loading (<!-- -->)?Catalog/);
    expect(body).toMatch(
      /<noscript>.*Application error: a server-side exception has occurred while loading shop\.example \(see the server logs for more information\)\..*Digest: 271828182845.*<\/noscript>/s,
    );

    const failure = {
      kind: 'entry-unreachable',
      code: 'MFP-203',
      message: 'down',
      culprit: 'remote',
      remote: 'catalog',
    };
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { container, services } = await hydrate(body, data, { status: 'failed', failure } as RemoteLoadResult);
    consoleError.mockRestore();
    const screen = container.querySelector('[data-testid="fallback-screen"]');
    expect(screen?.textContent).toContain('a server-side exception has occurred while loading shop.example');
    expect(screen?.textContent).toContain('Digest: 271828182845');
    // The browser's own failure is reported with the server's digest, for the server to log under it (decision 0068);
    // the screen keeps the server's digest whatever the server answers.
    expect(services.reportFailure).toHaveBeenCalledWith(failure, { serverDigest: '271828182845' });
    // Every call (StrictMode runs effects twice; the reporter sends once) carries it.
    for (const call of jest.mocked(services.reportFailure).mock.calls)
      expect(call[1]).toEqual({ serverDigest: '271828182845' });
  });

  it("reports a remote whose first render in the browser differs from the server's as its hydration mismatch, and shows it", async () => {
    const data = pageData({ name: 'catalog', version: '1.0.0', status: 'rendered' });
    const { body } = await renderShell({
      url: '/catalog',
      pageData: data,
      hostname: 'shop.example',
      slotHtml: remoteHtml,
    });
    const InBrowser = () => <h1>Remote in the browser</h1>;
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { container, recoverable, services } = await hydrate(body, data, { status: 'ready', Component: InBrowser });
    consoleError.mockRestore();
    expect(recoverable).toHaveBeenCalled();
    // React rendered the slot afresh: the user sees the browser's render, no fallback screen.
    expect(container.querySelector('[data-mfp-slot="catalog"] h1')?.textContent).toBe('Remote in the browser');
    expect(container.querySelector('[data-testid="fallback-screen"]')).toBeNull();
    const reported = jest.mocked(services.reportFailure).mock.calls.map(([failure]) => failure);
    expect(reported).toEqual([
      expect.objectContaining({ culprit: 'remote', remote: 'catalog', version: '1.0.0', kind: 'hydration-mismatch' }),
    ]);
    const cause = reported[0]?.cause as Error;
    expect(cause.message).toMatch(/^Hydration failed because/);
    // The component stack where the markup differed, for the report's stack.
    expect(cause.stack).toMatch(/at InBrowser/);
  });
});
