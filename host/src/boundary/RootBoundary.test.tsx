import { render, screen } from '@testing-library/react';
import type { FederationRuntime } from '../loading/loader/FederationRuntime';
import { createRemoteLoader } from '../loading/loader/createRemoteLoader';
import { PlatformServicesProvider, type PlatformServices } from './PlatformServices';
import type { FailureReporter } from '../failures/failureReporter';
import { RootBoundary } from './RootBoundary';

const runtime: FederationRuntime = {
  register: () => {},
  load: () => Promise.reject(new Error('no remote is loaded in this test')),
};

function servicesWith(reportFailure: FailureReporter): PlatformServices {
  return { loader: createRemoteLoader({ runtime }), reportFailure };
}

describe('RootBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('renders its children while nothing throws', () => {
    const reportFailure = jest.fn(() => Promise.resolve('1'));
    render(
      <PlatformServicesProvider services={servicesWith(reportFailure)}>
        <RootBoundary>
          <p>the shell</p>
        </RootBoundary>
      </PlatformServicesProvider>,
    );
    expect(screen.getByText('the shell')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reportFailure).not.toHaveBeenCalled();
  });

  it('shows the full-page fallback for a throwing child and reports kind host-failed (MFP-501)', async () => {
    function BrokenHeader(): never {
      throw new TypeError('header exploded');
    }
    const reportFailure = jest.fn<ReturnType<FailureReporter>, Parameters<FailureReporter>>(() =>
      Promise.resolve('987'),
    );
    const { container } = render(
      <PlatformServicesProvider services={servicesWith(reportFailure)}>
        <RootBoundary>
          <p>the shell</p>
          <BrokenHeader />
        </RootBoundary>
      </PlatformServicesProvider>,
    );

    expect(await screen.findByText('Digest: 987')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      `Application error: a server-side exception has occurred while loading ${window.location.hostname} (see the server logs for more information).`,
    );
    expect(screen.queryByText('the shell')).toBeNull();
    // Full page, not a slot.
    expect(screen.getByRole('alert')).toHaveStyle({ height: '100vh' });
    expect(container.querySelector('[data-failure-kind]')).toHaveAttribute('data-failure-kind', 'host-failed');
    expect(container.querySelector('[data-failure-kind]')).toHaveAttribute('data-failure-code', 'MFP-501');

    expect(reportFailure).toHaveBeenCalledTimes(1);
    const [failure] = reportFailure.mock.calls[0]!;
    expect(failure).toMatchObject({ culprit: 'host', kind: 'host-failed', code: 'MFP-501', remote: undefined });
    expect(failure.message).toContain('header exploded');
    expect(failure.cause).toBeInstanceOf(TypeError);
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'PlatformFailure', kind: 'host-failed' }),
    );
  });

  it('keeps the client-side wording when the host failure report is not acknowledged', async () => {
    function Broken(): never {
      throw new Error('no');
    }
    const reportFailure = jest.fn(() => Promise.resolve(undefined));
    render(
      <PlatformServicesProvider services={servicesWith(reportFailure)}>
        <RootBoundary>
          <Broken />
        </RootBoundary>
      </PlatformServicesProvider>,
    );

    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(
      `Application error: a client-side exception has occurred while loading ${window.location.hostname} (see the browser console for more information).`,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText(/^Digest:/)).toBeNull();
    expect(reportFailure).toHaveBeenCalledTimes(1);
  });
});
