import type { RemoteAppProps } from '@mfp/shared/remote';
import type { MountCounts, TimingBeacon } from '@mfp/shared/status';
import { testRegistryEntry } from '@mfp/testing';
import { render, screen } from '@testing-library/react';
import { StrictMode, useLayoutEffect } from 'react';
import type { FailureReporter } from '../failures/failureReporter';
import { createRemoteLoader } from '../loading/loader/createRemoteLoader';
import type { FederationRuntime } from '../loading/loader/FederationRuntime';
import { LoadClock } from '../loadTimings/loadClock';
import { MountCounter } from '../loadTimings/mountCounter';
import { MountTimings } from '../loadTimings/mountTimings';
import { PlatformServicesProvider, type PlatformServices } from './PlatformServices';
import { RemoteSlot } from './RemoteSlot';

const LIVE_URL = 'http://localhost:3100/remotes/catalog/1.1.0/mf-manifest.json';
const PREVIOUS_URL = 'http://localhost:3100/remotes/catalog/1.0.0/mf-manifest.json';
const entry = testRegistryEntry('catalog', {
  version: '1.1.0',
  entry: LIVE_URL,
  previous: { version: '1.0.0', entry: PREVIOUS_URL },
});

/** The clock of the test: each component's layout effect moves it, so the timing ends after the remote's own. */
let time = 0;
function Slow({ remoteName }: RemoteAppProps) {
  useLayoutEffect(() => {
    time += 30;
  }, []);
  return <p data-testid="remote">{remoteName}</p>;
}
function ThrowsInRender(): never {
  throw new TypeError('cannot render');
}

function setup(modules: Record<string, () => Promise<unknown>>) {
  let registered = '';
  const runtime = {
    register: jest.fn<void, Parameters<FederationRuntime['register']>>((remote) => {
      registered = remote.entry;
    }),
    load: jest.fn<Promise<unknown>, Parameters<FederationRuntime['load']>>(() => {
      const answer = modules[registered];
      if (!answer) throw new Error(`fake runtime: nothing at ${registered}`);
      return answer();
    }),
  } satisfies FederationRuntime;
  const sent: TimingBeacon[] = [];
  const mountBeacons: MountCounts[] = [];
  const mounts = new MountCounter({
    send: (counts) => mountBeacons.push(counts),
    uncounted: () => false,
    later: () => () => {},
  });
  /** The mounts counted so far, as the tab would send them now. */
  const counted = () => {
    mounts.flush();
    return mountBeacons.flatMap((beacon) => beacon.mounts);
  };
  const services: PlatformServices = {
    mounts,
    loader: createRemoteLoader({ runtime, config: { retries: 0 }, sleep: () => Promise.resolve() }),
    reportFailure: jest.fn<ReturnType<FailureReporter>, Parameters<FailureReporter>>(() => Promise.resolve('4242')),
    timings: new MountTimings({
      clock: new LoadClock(new EventTarget() as unknown as Window, () => time),
      sampleRate: 1,
      send: (beacon) => sent.push(beacon),
      uncounted: () => false,
      now: () => time,
    }),
  };
  const ui = () => (
    <StrictMode>
      <PlatformServicesProvider services={services}>
        <RemoteSlot entry={entry} />
      </PlatformServicesProvider>
    </StrictMode>
  );
  return { ui, sent, counted };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  time = 0;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('RemoteSlot mount counts', () => {
  it('counts every mount once, under StrictMode, against the live version, sampled or not', async () => {
    const { ui, counted } = setup({ [LIVE_URL]: () => Promise.resolve({ default: Slow }) });
    const first = render(ui());
    await screen.findByTestId('remote');
    first.unmount();
    render(ui());
    await screen.findByTestId('remote');
    expect(counted()).toEqual([{ remote: 'catalog', version: '1.1.0', count: 2 }]);
  });

  it('counts a mount against the version it tried first when it fell back, and when it threw', async () => {
    const fellBack = setup({
      [LIVE_URL]: () => Promise.reject(new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003')),
      [PREVIOUS_URL]: () => Promise.resolve({ default: Slow }),
    });
    const shown = render(fellBack.ui());
    await screen.findByTestId('remote');
    expect(fellBack.counted()).toEqual([{ remote: 'catalog', version: '1.1.0', count: 1 }]);
    shown.unmount();

    const threw = setup({ [LIVE_URL]: () => Promise.resolve({ default: ThrowsInRender }) });
    render(threw.ui());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(threw.counted()).toEqual([{ remote: 'catalog', version: '1.1.0', count: 1 }]);
  });
});

describe('RemoteSlot load timings', () => {
  it('sends one timing per mount once the remote has rendered: live first, cache when mounted again', async () => {
    const { ui, sent } = setup({ [LIVE_URL]: () => Promise.resolve({ default: Slow }) });
    const first = render(ui());
    await screen.findByTestId('remote');
    expect(sent).toEqual([
      { remote: 'catalog', version: '1.1.0', source: 'live', load: 'first', trigger: 'navigation', ms: 30 },
    ]);
    first.unmount();

    render(ui());
    await screen.findByTestId('remote');
    expect(sent.map((beacon) => beacon.source)).toEqual(['live', 'cache']);
  });

  it('says last-known-good, with its version, when the slot shows the previous release', async () => {
    const { ui, sent } = setup({
      [LIVE_URL]: () => Promise.reject(new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003')),
      [PREVIOUS_URL]: () => Promise.resolve({ default: Slow }),
    });
    render(ui());
    await screen.findByTestId('remote');
    expect(sent).toEqual([expect.objectContaining({ version: '1.0.0', source: 'last-known-good' })]);
  });

  it('sends nothing when the remote throws while rendering: its failure report covers it', async () => {
    const { ui, sent } = setup({ [LIVE_URL]: () => Promise.resolve({ default: ThrowsInRender }) });
    render(ui());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
