import type { RemoteAppProps } from '@mfp/shared/remote';
import { testRegistryEntry } from '@mfp/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createFailureReporter, type FailureReporter } from '../failures/failureReporter';
import { createRemoteLoader } from '../loading/loader/createRemoteLoader';
import type { FederationRuntime } from '../loading/loader/FederationRuntime';
import { PlatformServicesProvider, type PlatformServices } from './PlatformServices';
import { RemoteSlot } from './RemoteSlot';

const LIVE_URL = 'http://localhost:3100/remotes/catalog/1.1.0/mf-manifest.json';
const PREVIOUS_URL = 'http://localhost:3100/remotes/catalog/1.0.0/mf-manifest.json';
const entry = testRegistryEntry('catalog', {
  version: '1.1.0',
  entry: LIVE_URL,
  previous: { version: '1.0.0', entry: PREVIOUS_URL },
});

const garbageEntry = () =>
  new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008 ScriptExecutionError: SyntaxError');
const manifestNotFound = (url: string) =>
  new Error(`[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003\n ManifestHttpError: HTTP 404 for ${url}`);

function Previous({ remoteName }: RemoteAppProps) {
  return <p data-testid="remote">{remoteName} 1.0.0 works</p>;
}
function ThrowsInRender(): never {
  throw new TypeError('cannot render');
}

/** Like the real runtime, one registered manifest URL per name; `load` answers for the one registered now. */
function fakeRuntime(modules: Record<string, () => Promise<unknown>>) {
  let registered = '';
  return {
    register: jest.fn<void, Parameters<FederationRuntime['register']>>((remote) => {
      registered = remote.entry;
    }),
    load: jest.fn<Promise<unknown>, Parameters<FederationRuntime['load']>>(() => {
      const answer = modules[registered];
      if (!answer) throw new Error(`fake runtime: nothing at ${registered}`);
      return answer();
    }),
  } satisfies FederationRuntime;
}

function setup(modules: Record<string, () => Promise<unknown>>, reporter?: FailureReporter) {
  const runtime = fakeRuntime(modules);
  let digest = 4000;
  const reportFailure =
    reporter ??
    jest.fn<ReturnType<FailureReporter>, Parameters<FailureReporter>>(() => Promise.resolve(String(++digest)));
  const services: PlatformServices = {
    loader: createRemoteLoader({ runtime, config: { retries: 0 }, sleep: () => Promise.resolve() }),
    reportFailure,
  };
  const ui = (
    <PlatformServicesProvider services={services}>
      <RemoteSlot entry={entry} />
    </PlatformServicesProvider>
  );
  return { runtime, reportFailure, ui };
}

const slot = () => document.querySelector<HTMLElement>('[data-remote="catalog"]');

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('RemoteSlot and the last known-good release', () => {
  it('shows the previous release when the live one fails to load, and reports the live failure with servedFallback', async () => {
    const { ui, reportFailure } = setup({
      [LIVE_URL]: () => Promise.reject(garbageEntry()),
      [PREVIOUS_URL]: () => Promise.resolve({ default: Previous }),
    });
    render(ui);

    expect(await screen.findByTestId('remote')).toHaveTextContent('catalog 1.0.0 works');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(slot()).toHaveAttribute('data-status', 'ready');
    expect(slot()).toHaveAttribute('data-served-fallback', '1.0.0');
    // The digest of the live failure is on the slot, for whoever has to find its log line.
    await waitFor(() => expect(slot()).toHaveAttribute('data-live-failure-digest', '4001'));
    expect(reportFailure).toHaveBeenCalledTimes(1);
    expect(reportFailure).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'entry-evaluation-failed', remote: 'catalog', version: '1.1.0' }),
      { servedFallback: '1.0.0' },
    );
    expect(consoleError).toHaveBeenCalledWith(
      'catalog: showing last known-good release 1.0.0 in place of',
      expect.objectContaining({ name: 'PlatformFailure', kind: 'entry-evaluation-failed' }),
    );
  });

  it('shows the fallback screen with the live failure when the previous release fails too, and reports both', async () => {
    const reportFailure = jest.fn<ReturnType<FailureReporter>, Parameters<FailureReporter>>((failure) =>
      Promise.resolve(failure.version === '1.1.0' ? '1110' : '1000'),
    );
    const { ui } = setup(
      {
        [LIVE_URL]: () => Promise.reject(garbageEntry()),
        [PREVIOUS_URL]: () => Promise.reject(manifestNotFound(PREVIOUS_URL)),
      },
      reportFailure,
    );
    render(ui);

    await screen.findByRole('alert');
    expect(document.querySelector('[data-failure-kind]')).toHaveAttribute(
      'data-failure-kind',
      'entry-evaluation-failed',
    );
    expect(slot()).toHaveAttribute('data-status', 'failed');
    expect(slot()).not.toHaveAttribute('data-served-fallback');
    // The screen's digest is the live release's: the one the team deployed.
    expect(await screen.findByText('Digest: 1110')).toBeInTheDocument();
    await waitFor(() => expect(reportFailure).toHaveBeenCalledTimes(2));
    const reported = reportFailure.mock.calls.map(([failure, details]) => [
      `${failure.version} ${failure.kind}`,
      details,
    ]);
    expect(reported).toEqual(
      expect.arrayContaining([
        ['1.1.0 entry-evaluation-failed', undefined],
        ['1.0.0 manifest-unreachable', undefined],
      ]),
    );
  });

  it('does not try the previous release after a render error: the fallback screen, no switch', async () => {
    const { ui, runtime, reportFailure } = setup({
      [LIVE_URL]: () => Promise.resolve({ default: ThrowsInRender }),
      [PREVIOUS_URL]: () => Promise.resolve({ default: Previous }),
    });
    render(ui);

    await screen.findByRole('alert');
    expect(document.querySelector('[data-failure-kind]')).toHaveAttribute('data-failure-kind', 'render-failed');
    expect(screen.queryByTestId('remote')).toBeNull();
    expect(runtime.register.mock.calls.map(([remote]) => remote.entry)).toEqual([LIVE_URL]);
    expect(reportFailure).toHaveBeenCalledTimes(1);
    expect(reportFailure).toHaveBeenCalledWith(expect.objectContaining({ kind: 'render-failed', version: '1.1.0' }));
  });

  it("blames a render error of the served previous release on that release's version", async () => {
    const { ui, reportFailure } = setup({
      [LIVE_URL]: () => Promise.reject(garbageEntry()),
      [PREVIOUS_URL]: () => Promise.resolve({ default: ThrowsInRender }),
    });
    render(ui);

    await screen.findByRole('alert');
    await waitFor(() =>
      expect(reportFailure).toHaveBeenCalledWith(expect.objectContaining({ kind: 'render-failed', version: '1.0.0' })),
    );
    expect(reportFailure).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'entry-evaluation-failed', version: '1.1.0' }),
      { servedFallback: '1.0.0' },
    );
  });

  it('under StrictMode reports the live failure to the server once, with a real reporter', async () => {
    const send = jest.fn(() => Promise.resolve('4242'));
    const { ui } = setup(
      {
        [LIVE_URL]: () => Promise.reject(garbageEntry()),
        [PREVIOUS_URL]: () => Promise.resolve({ default: Previous }),
      },
      createFailureReporter(send),
    );
    render(<StrictMode>{ui}</StrictMode>);

    await waitFor(() => expect(slot()).toHaveAttribute('data-live-failure-digest', '4242'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ version: '1.1.0', servedFallback: '1.0.0' }));
  });
});
