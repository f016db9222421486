import { slotSelector } from '@mfp/shared/styles';
import { render, screen } from '@testing-library/react';
import { createRemoteLoader } from '../loading/loader/createRemoteLoader';
import { PlatformServicesProvider, type PlatformServices } from './PlatformServices';
import { RemoteSlot } from './RemoteSlot';
import { testRegistryEntry } from '@mfp/testing';

function slotWith(load: () => Promise<unknown>) {
  const services: PlatformServices = {
    loader: createRemoteLoader({
      runtime: { register: () => {}, load },
      config: { retries: 0, timeoutMs: 1_000 },
      sleep: () => Promise.resolve(),
    }),
    reportFailure: () => Promise.resolve('4242'),
  };
  return render(
    <PlatformServicesProvider services={services}>
      <RemoteSlot entry={testRegistryEntry('catalog')} />
    </PlatformServicesProvider>,
  );
}

describe("RemoteSlot's root, which the remote's scoped styles match", () => {
  it('holds the remote, and carries its name', async () => {
    slotWith(() => Promise.resolve({ default: () => <p data-testid="remote">hello</p> }));
    const remote = await screen.findByTestId('remote');
    expect(remote.closest(slotSelector('catalog'))).not.toBeNull();
    expect(document.querySelectorAll('[data-mfp-slot]')).toHaveLength(1);
  });

  it("keeps the fallback screen out of it, so the remote's styles never restyle the platform's screen", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    slotWith(() => Promise.reject(new Error('down')));
    const heading = await screen.findByRole('heading', { level: 2 });
    expect(heading.closest('[data-mfp-slot]')).toBeNull();
    expect(document.querySelector('[data-mfp-slot]')).toBeNull();
  });

  it('lends the documented custom properties and resets inherited text properties around the root', async () => {
    slotWith(() => Promise.resolve({ default: () => <p data-testid="remote">hello</p> }));
    await screen.findByTestId('remote');
    const section = document.querySelector<HTMLElement>('[data-remote="catalog"]');
    expect(section?.style.getPropertyValue('--mfp-color-text')).toBe('#111');
    expect(section?.style.textAlign).toBe('start');
    expect(document.querySelector<HTMLElement>(slotSelector('catalog'))?.getAttribute('style')).toBeNull();
  });
});
