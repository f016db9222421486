import { targetsPage } from './targetsPage';

describe('targetsPage', () => {
  it('names the selectors that name no class or id: they match elements of any owner', () => {
    expect(targetsPage('body, button, .css-1x2 button, * + h1, #app, [type=button], :root')).toEqual([
      'body',
      'button',
      '* + h1',
      '[type=button]',
      ':root',
    ]);
  });

  it('counts a list it cannot read as a whole', () => {
    expect(targetsPage('a[')).toEqual(['a[']);
  });
});
