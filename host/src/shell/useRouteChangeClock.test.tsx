import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { createRemoteLoader } from '../loading/loader/createRemoteLoader';
import { PlatformServicesProvider, type PlatformServices } from '../boundary/PlatformServices';
import { useMountTiming } from '../boundary/useMountTiming';
import { LoadClock } from '../loadTimings/loadClock';
import { MountTimings } from '../loadTimings/mountTimings';
import { useRouteChangeClock } from './useRouteChangeClock';

let time = 0;

/** Stands for a remote's slot, keyed by remote as ShellRoutes keys them: records how its mount is timed. */
function Slot({ name }: { name: string }) {
  const mount = useMountTiming(name);
  mount?.loaded('1.0.0', false);
  mount?.rendered();
  return <p>{name}</p>;
}

function Shell() {
  useRouteChangeClock();
  return (
    <>
      <Link to="/cart" onClick={() => (time = 1_500)}>
        Cart
      </Link>
      <Routes>
        <Route path="/catalog" element={<Slot key="catalog" name="catalog" />} />
        <Route path="/cart" element={<Slot key="cart" name="cart" />} />
      </Routes>
    </>
  );
}

describe('useMountTiming and useRouteChangeClock', () => {
  it('times the first route’s mount from the page load, and the next from the click that changed the route', async () => {
    const sent: unknown[] = [];
    const services: PlatformServices = {
      loader: createRemoteLoader({ runtime: { register: jest.fn(), load: jest.fn() } }),
      reportFailure: jest.fn(() => Promise.resolve('1')),
      timings: new MountTimings({
        clock: new LoadClock(window, () => time),
        sampleRate: 1,
        send: (beacon) => sent.push(beacon),
        uncounted: () => false,
        now: () => time,
      }),
    };
    time = 300;
    render(
      <PlatformServicesProvider services={services}>
        <MemoryRouter initialEntries={['/catalog']}>
          <Shell />
        </MemoryRouter>
      </PlatformServicesProvider>,
    );
    time = 1_000; // the click's handler moves the clock to 1 500 before the route renders
    await userEvent.click(screen.getByRole('link', { name: 'Cart' }));
    expect(await screen.findByText('cart')).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({ remote: 'catalog', trigger: 'navigation', ms: 300 }),
      expect.objectContaining({ remote: 'cart', trigger: 'route-change', ms: 500 }),
    ]);
  });
});
