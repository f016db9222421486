import type { RemoteAppProps } from '@mfp/shared/remote';
import { testRegistryEntry } from '@mfp/testing';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { PlatformServicesProvider, type PlatformServices } from '../boundary/PlatformServices';
import { createRemoteLoader } from '../loading/loader/createRemoteLoader';
import type { FederationRuntime } from '../loading/loader/FederationRuntime';
import { createFailure } from '../failures/failureFactory';
import type { RegistryState } from '../registry/RegistryState';
import { createFailureReporter } from '../failures/failureReporter';
import type { RegistryProblem } from '../registry/parseRegistry';
import { useReportRegistryProblems } from '../registry/useReportRegistryProblems';
import type { FailureReport } from '@mfp/shared/failures';
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

function renderAt(
  path: string,
  registry: RegistryState,
  reportFailure: PlatformServices['reportFailure'] = jest.fn(() => Promise.resolve('555')),
) {
  const runtime = {
    register: jest.fn<void, Parameters<FederationRuntime['register']>>(),
    load: jest.fn<Promise<unknown>, Parameters<FederationRuntime['load']>>(() =>
      Promise.resolve({ default: FakeRemote }),
    ),
  } satisfies FederationRuntime;
  const services: PlatformServices = {
    loader: createRemoteLoader({ runtime }),
    reportFailure,
  };
  const tree = (current: RegistryState) => (
    <PlatformServicesProvider services={services}>
      <MemoryRouter initialEntries={[path]}>
        <ShellRoutes registry={current} />
      </MemoryRouter>
    </PlatformServicesProvider>
  );
  const { rerender } = render(tree(registry));
  return { runtime, services, rerender: (next: RegistryState) => rerender(tree(next)) };
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
        culprit: 'registry',
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

  describe("with only the route's entry known (the page's part of the registry)", () => {
    const navigation = [
      { name: 'catalog', title: 'Catalog', route: '/catalog', version: '1.0.0' },
      { name: 'cart', title: 'Cart', route: '/cart' },
    ];
    const partial = (failure?: ReturnType<typeof createFailure>): RegistryState => ({
      status: 'ready',
      remotes: [catalog],
      problems: [],
      partial: { navigation, ...(failure ? { failure } : {}) },
    });

    it('mounts the known remote and lists every remote on the home page', async () => {
      renderAt('/catalog', partial());
      expect(await screen.findByTestId('remote-catalog')).toBeInTheDocument();
      renderAt('/', partial());
      expect(within(screen.getByTestId('remote-list')).getByText('Cart')).toBeInTheDocument();
    });

    it('shows a remote it knows by its navigation only loading, not "Page not found", until the whole registry is read', () => {
      const { runtime } = renderAt('/cart', partial());
      expect(screen.getByRole('status')).toHaveTextContent('Loading Cart…');
      expect(screen.queryByText('Page not found')).toBeNull();
      expect(runtime.load).not.toHaveBeenCalled();
    });

    it('shows "Page not found" at once where no remote of the navigation lives, as the server renders it', () => {
      renderAt('/nope', partial());
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    });

    it('shows why the whole registry could not be read at a remote it does not know yet', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      const failure = createFailure({ culprit: 'registry', kind: 'registry-unreachable', message: 'HTTP 503' });
      renderAt('/cart', partial(failure));
      expect(await screen.findByText('Digest: 555')).toBeInTheDocument();
      jest.mocked(console.error).mockRestore();
    });
  });

  describe('a skipped registry entry', () => {
    const intruder: RegistryProblem = {
      index: 2,
      name: 'intruder',
      route: '/intruder',
      message: 'entry origin http://evil.test is not an allowed remote origin',
    };
    const withProblems = (...problems: RegistryProblem[]): RegistryState => ({
      status: 'ready',
      remotes: [catalog, cart],
      problems,
    });

    beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
    afterEach(() => jest.mocked(console.error).mockRestore());

    it.each(['/intruder', '/intruder/deep/link'])(
      'shows the fallback with the digest and registry-invalid at %s, not "Page not found"',
      async (path) => {
        const { services, runtime } = renderAt(path, withProblems(intruder));

        expect(await screen.findByText('Digest: 555')).toBeInTheDocument();
        const marker = document.querySelector('[data-failure-kind]');
        expect(marker).toHaveAttribute('data-failure-kind', 'registry-invalid');
        expect(marker).toHaveAttribute('data-failure-code', 'MFP-102');
        expect(screen.queryByText('Page not found')).toBeNull();
        expect(services.reportFailure).toHaveBeenCalledTimes(1);
        expect(jest.mocked(services.reportFailure).mock.calls[0]?.[0]).toMatchObject({
          culprit: 'registry',
          kind: 'registry-invalid',
          remote: 'intruder',
        });
        expect(runtime.load).not.toHaveBeenCalled();
      },
    );

    it('reports the failure once, with one digest, when the shell also reports the registry problems', async () => {
      const sent: FailureReport[] = [];
      const reportFailure = createFailureReporter(async (report) => {
        sent.push(report);
        return '777';
      });
      function ReportingShell({ registry }: { registry: RegistryState }) {
        useReportRegistryProblems(registry.status === 'ready' ? registry.problems : []);
        return <ShellRoutes registry={registry} />;
      }
      const registry = withProblems(intruder);
      const unusedRuntime = { register: jest.fn(), load: jest.fn() } satisfies FederationRuntime;
      render(
        <PlatformServicesProvider services={{ loader: createRemoteLoader({ runtime: unusedRuntime }), reportFailure }}>
          <MemoryRouter initialEntries={['/intruder']}>
            <ReportingShell registry={registry} />
          </MemoryRouter>
        </PlatformServicesProvider>,
      );

      expect(await screen.findByText('Digest: 777')).toBeInTheDocument();
      expect(sent.map((report) => `${report.remote} ${report.kind}`)).toEqual(['intruder registry-invalid']);
    });

    it('keeps the same failure across refetches of an unchanged registry, so it is neither logged nor reported again', async () => {
      const { services, rerender } = renderAt('/intruder', withProblems(intruder));
      expect(await screen.findByText('Digest: 555')).toBeInTheDocument();

      rerender(withProblems({ ...intruder }));
      expect(screen.getByText('Digest: 555')).toBeInTheDocument();
      expect(services.reportFailure).toHaveBeenCalledTimes(1);
      expect(console.error).toHaveBeenCalledTimes(1);
    });

    it('leaves a route a valid remote uses to that remote (a clash with an earlier entry)', async () => {
      const clash = {
        index: 2,
        name: 'basket',
        route: '/cart',
        message: 'name or route already used by remote "cart"',
      };
      const { services } = renderAt('/cart', withProblems(clash));
      expect(await screen.findByTestId('remote-cart')).toBeInTheDocument();
      expect(document.querySelector('[data-failure-kind]')).toBeNull();
      expect(services.reportFailure).not.toHaveBeenCalled();
    });

    it('shows "Page not found" for a path no entry asked for, and for an entry without a readable route', () => {
      const { services } = renderAt('/other', withProblems(intruder, { index: 3, message: 'route: must be one path' }));
      expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(services.reportFailure).not.toHaveBeenCalled();
    });
  });
});
