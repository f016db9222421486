import { loaderDataBlockHtml } from '@mfp/shared/remote';
import { standaloneLoaderData } from './standaloneLoaderData';

const page = { remoteName: 'catalog', basePath: '/catalog' };

describe('standaloneLoaderData', () => {
  it('is none for a remote that exports no loader', () => {
    expect(standaloneLoaderData({ ...page, module: { default: () => null } })).toBeUndefined();
  });

  it("runs the loader against package.json's mfp.apiOrigins", async () => {
    const loader = jest.fn(({ apiOrigins }: { apiOrigins: readonly string[] }) => apiOrigins);
    const source = standaloneLoaderData({ ...page, module: { loader }, settings: { apiOrigins: ['http://api.test'] } });
    await expect(source?.read('/catalog')).resolves.toEqual(['http://api.test']);
  });

  it('names the setting to fix when mfp.apiOrigins is not a list of origins', () => {
    expect(() =>
      standaloneLoaderData({ ...page, module: { loader: jest.fn() }, settings: { apiOrigins: 'x' } }),
    ).toThrow("package.json's mfp.apiOrigins must be a list of origins");
  });

  it("starts from the data block a server-rendered page carries for this remote, not another remote's", async () => {
    document.body.innerHTML = loaderDataBlockHtml({ remote: 'catalog', url: '/catalog', data: '{"page":"list"}' });
    const loader = jest.fn();
    const source = standaloneLoaderData({ ...page, module: { loader } });
    expect(source?.read('/catalog')).toMatchObject({ status: 'fulfilled', value: { page: 'list' } });
    const other = standaloneLoaderData({ ...page, remoteName: 'cart', module: { loader } });
    await other?.read('/catalog');
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
