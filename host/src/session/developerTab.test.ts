import { developerTab } from './developerTab';

const MANIFEST = 'http://localhost:3001/mf-manifest.json';

describe('developerTab', () => {
  it("counts every remote of a user's tab", () => {
    const tab = developerTab();
    expect([tab.uncounted('catalog'), tab.previewing(), tab.overrideFor('catalog')]).toEqual([false, false, undefined]);
  });

  it('leaves out only the remote a tab overrides', () => {
    const tab = developerTab({ overrideFor: (remote) => (remote === 'catalog' ? MANIFEST : undefined) });
    expect([tab.uncounted('catalog'), tab.uncounted('cart')]).toEqual([true, false]);
    expect(tab.overrideFor('catalog')).toBe(MANIFEST);
    expect(tab.previewing()).toBe(false);
  });

  it('leaves out every remote of a tab that previews a release, as long as it does', () => {
    let link: string | undefined = 'catalog~2.0.0~99999999999999~sig';
    const tab = developerTab({ previewLink: () => link });
    expect([tab.previewing(), tab.uncounted('catalog'), tab.uncounted('cart')]).toEqual([true, true, true]);
    link = undefined;
    expect([tab.previewing(), tab.uncounted('cart')]).toEqual([false, false]);
  });
});
