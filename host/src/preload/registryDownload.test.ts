import { REGISTRY_PATH } from '@mfp/shared/registry';
import { REGISTRY_URL, registryDownload, resetRegistryDownload, startRegistryDownload } from './registryDownload';

describe('registryDownload', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    resetRegistryDownload();
  });

  it('asks for the path the registry contract names', () => {
    expect(REGISTRY_URL).toBe(REGISTRY_PATH);
  });

  it('asks once, however often it is started', async () => {
    const response = { ok: true } as Response;
    const fetchMock = jest.fn(() => Promise.resolve(response));
    global.fetch = fetchMock as unknown as typeof fetch;
    expect(registryDownload()).toBeUndefined();
    startRegistryDownload();
    startRegistryDownload();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(REGISTRY_PATH);
    await expect(registryDownload()).resolves.toBe(response);
  });

  it('leaves no unhandled rejection behind when the network fails', async () => {
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    startRegistryDownload();
    await expect(registryDownload()).rejects.toThrow('Failed to fetch');
  });
});
