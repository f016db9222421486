import { useLoaderData } from '@mfp/remote-kit/data';
import type { RemoteAppProps } from '@mfp/shared/remote';
import { testRegistryEntry } from '@mfp/testing';
import { render, screen } from '@testing-library/react';
import type { FailureReporter } from '../failures/failureReporter';
import { bundledLoader } from './bundledLoader';
import { StandaloneShell } from './StandaloneShell';

const entry = testRegistryEntry('catalog');

function Greeting({ basePath, remoteName }: RemoteAppProps) {
  return (
    <p data-testid="remote">
      {remoteName} mounted at {basePath}
    </p>
  );
}

function Broken(): never {
  throw new TypeError('cannot render');
}

function services(App: unknown) {
  const reportFailure = jest.fn<ReturnType<FailureReporter>, Parameters<FailureReporter>>(() =>
    Promise.resolve('4242'),
  );
  return { loader: bundledLoader(App), reportFailure };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', '/catalog');
});
afterEach(() => consoleError.mockRestore());

describe('StandaloneShell', () => {
  it("renders the remote with the contract props inside the host's remote slot", async () => {
    render(<StandaloneShell App={Greeting} entry={entry} services={services(Greeting)} />);
    expect(await screen.findByTestId('remote')).toHaveTextContent('catalog mounted at /catalog');
    const slot = document.querySelector('[data-remote="catalog"]');
    expect(slot).toHaveAttribute('data-status', 'ready');
    expect(slot).toContainElement(screen.getByTestId('remote'));
  });

  it('shows the platform fallback with the digest when the remote throws while rendering, and reports it', async () => {
    const platform = services(Broken);
    render(<StandaloneShell App={Broken} entry={entry} services={platform} />);
    expect(await screen.findByText('Digest: 4242')).toBeInTheDocument();
    expect(document.querySelector('[data-failure-kind]')).toHaveAttribute('data-failure-kind', 'render-failed');
    expect(platform.reportFailure).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'render-failed', remote: 'catalog' }),
    );
  });

  it('shows not-a-component when the default export is no component, as the host does', async () => {
    render(<StandaloneShell App="nope" entry={entry} services={services('nope')} />);
    await screen.findByRole('alert');
    expect(document.querySelector('[data-failure-kind]')).toHaveAttribute('data-failure-kind', 'not-a-component');
  });

  it("sends any other path to the remote's route", async () => {
    window.history.replaceState(null, '', '/elsewhere');
    render(<StandaloneShell App={Greeting} entry={entry} services={services(Greeting)} />);
    expect(await screen.findByTestId('remote')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/catalog');
  });
});

describe('StandaloneShell with loader data', () => {
  function Data() {
    return <p data-testid="data">{String(useLoaderData<string>())}</p>;
  }

  it('provides the data source to the remote, as the host slot does', async () => {
    const data = { read: () => 'from the loader' };
    render(<StandaloneShell App={Data} entry={entry} services={services(Data)} data={data} />);
    expect(await screen.findByTestId('data')).toHaveTextContent('from the loader');
  });
});
