import type { RemoteAppProps } from '@mfp/shared/remote';
import { testRegistryEntry } from '@mfp/shared/testing';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { PlatformServicesProvider, type PlatformServices } from '../boundary/PlatformServices';
import { createRemoteLoader } from '../loading/createRemoteLoader';
import type { FederationRuntime } from '../loading/FederationRuntime';
import { createFailure } from '../failures/failureFactory';
import type { RegistryState } from '../registry/RegistryState';
import { ShellRoutes } from './ShellRoutes';

const catalog = testRegistryEntry('catalog');
const cart = testRegistryEntry('cart', { version: undefined });
const ready: RegistryState = { status: 'ready', remotes: [catalog, cart], problems: [] };

/** What every fake remote renders: its name, base path and the path it sees, to prove which slot is mounted. */
function FakeRemote({ remoteName, basePath }: RemoteAppProps) {
  const { pathname } = useLocation();
  return (
    <p data-testid={`remote-${remoteName}`}>
      {remoteName} at {basePath} showing {pathname}
    </p>
  );
}

function renderAt(path: string, registry: RegistryState) {
  const runtime = {
    register: jest.fn<void, Parameters<FederationRuntime['register']>>(),
    load: jest.fn<Promise<unknown>, Parameters<FederationRuntime['load']>>(() =>
      Promise.resolve({ default: FakeRemote }),
    ),
  } satisfies FederationRuntime;
  const services: PlatformServices = {
    loader: createRemoteLoader({ runtime }),
    reportFailure: jest.fn(() => Promise.resolve('555')),
  };
  render(
    <PlatformServicesProvider services={services}>
      <MemoryRouter initialEntries={[path]}>
        <ShellRoutes registry={registry} />
      </MemoryRouter>
    </PlatformServicesProvider>,
  );
  return { runtime, services };
}

describe('ShellRoutes', () => {
  it('lists every registered remote on the home page "/" with links to their routes', () => {
    const { runtime } = renderAt('/', ready);

    const links = within(screen.getByTestId('remote-list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Catalog', '/catalog'],
      ['Cart', '/cart'],
    ]);
    expect(screen.getByTestId('remote-list')).toHaveTextContent('version 1.0.0');
    expect(runtime.load).not.toHaveBeenCalled();
  });

  it('mounts the catalog slot at /catalog', async () => {
    const { runtime } = renderAt('/catalog', ready);

    expect(await screen.findByTestId('remote-catalog')).toHaveTextContent('catalog at /catalog showing /catalog');
    expect(screen.queryByTestId('remote-cart')).toBeNull();
    expect(runtime.load).toHaveBeenCalledTimes(1);
    expect(runtime.load).toHaveBeenCalledWith('catalog', './App');
  });

  it("mounts the catalog slot for a nested route /catalog/some-id (the remote's own routes)", async () => {
    renderAt('/catalog/some-id', ready);
    expect(await screen.findByTestId('remote-catalog')).toHaveTextContent(
      'catalog at /catalog showing /catalog/some-id',
    );
  });

  it('does not mount a remote for a path that only starts with its route (/catalogue)', () => {
    const { runtime } = renderAt('/catalogue', ready);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(runtime.load).not.toHaveBeenCalled();
  });

  it('shows "Page not found" with the path for an unknown route once the registry is ready', () => {
    renderAt('/nope', ready);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/nope')).toBeInTheDocument();
  });

  it('shows the loading state, not "not found", for a deep link while the registry is loading', () => {
    const { runtime } = renderAt('/catalog/some-id', { status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the shop…');
    expect(screen.queryByText('Page not found')).toBeNull();
    expect(runtime.load).not.toHaveBeenCalled();
  });

  it('shows the loading state on the home page while the registry is loading, not "no remotes registered"', () => {
    renderAt('/', { status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the shop…');
    expect(screen.queryByText(/No remotes are registered/)).toBeNull();
  });

  it('says so on the home page when the registry is ready but empty', () => {
    renderAt('/', { status: 'ready', remotes: [], problems: [] });
    expect(screen.getByText(/No remotes are registered yet/)).toBeInTheDocument();
  });

  it.each(['/', '/catalog', '/nope'])(
    'shows the fallback screen with the digest at %s when the registry failed',
    async (path) => {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      const failure = createFailure({
        source: 'registry',
        kind: 'registry-unreachable',
        message: 'HTTP 503 for /registry.json',
      });
      const { services, runtime } = renderAt(path, { status: 'failed', failure });

      expect(await screen.findByText('Digest: 555')).toBeInTheDocument();
      expect(document.querySelector('[data-failure-kind]')).toHaveAttribute(
        'data-failure-kind',
        'registry-unreachable',
      );
      expect(screen.queryByText('Page not found')).toBeNull();
      expect(services.reportFailure).toHaveBeenCalledWith(failure);
      expect(console.error).toHaveBeenCalledWith(failure);
      expect(runtime.load).not.toHaveBeenCalled();
      jest.mocked(console.error).mockRestore();
    },
  );
});
