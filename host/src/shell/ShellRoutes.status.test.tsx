import { STATUS_API_PATH, STATUS_PAGE_PATH } from '@mfp/shared/status';
import { testRegistryEntry } from '@mfp/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PlatformServicesProvider, type PlatformServices } from '../boundary/PlatformServices';
import { createRemoteLoader } from '../loading/loader/createRemoteLoader';
import type { RegistryState } from '../registry/RegistryState';
import { Header } from './Header';
import { ShellRoutes } from './ShellRoutes';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function renderAt(path: string, registry: RegistryState) {
  const fetchMock = jest.fn(() => Promise.resolve({ ok: false, status: 404, json: () => Promise.reject(new Error()) }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const services: PlatformServices = {
    loader: createRemoteLoader({ runtime: { register: jest.fn(), load: jest.fn() } }),
    reportFailure: jest.fn(() => Promise.resolve('555')),
  };
  const remotes = registry.status === 'ready' ? registry.remotes : [];
  render(
    <PlatformServicesProvider services={services}>
      <MemoryRouter initialEntries={[path]}>
        <Header remotes={remotes} />
        <ShellRoutes registry={registry} />
      </MemoryRouter>
    </PlatformServicesProvider>,
  );
  return fetchMock;
}

describe(`ShellRoutes at ${STATUS_PAGE_PATH}`, () => {
  it('loads the status page, which asks the server for the status document, and no link leads there', async () => {
    const fetchMock = renderAt(STATUS_PAGE_PATH, {
      status: 'ready',
      remotes: [testRegistryEntry('catalog')],
      problems: [],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform status' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign in with an admin token' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(STATUS_API_PATH, expect.anything());
    expect(
      screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith(STATUS_PAGE_PATH)),
    ).toEqual([]);
  });

  it('does not wait for the registry: the page is the platform’s, not a remote’s', async () => {
    renderAt(STATUS_PAGE_PATH, { status: 'loading' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform status' })).toBeInTheDocument();
  });
});
