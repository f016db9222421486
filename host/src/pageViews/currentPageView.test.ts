import { currentPageView, setPageView, withPageView } from './currentPageView';
import type * as CurrentPageView from './currentPageView';

describe("the tab's page-view token", () => {
  it('is none on a page served without one, and nothing is added to what is sent', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module: a tab that has no token
      const fresh = require('./currentPageView') as typeof CurrentPageView;
      expect(fresh.currentPageView()).toBeUndefined();
      expect(fresh.withPageView({ ms: 1 })).toEqual({ ms: 1 });
    });
  });

  it('is the last one set, and an answer without one keeps it', () => {
    setPageView('first');
    setPageView(null);
    expect(currentPageView()).toBe('first');
    setPageView('second');
    expect(currentPageView()).toBe('second');
    expect(withPageView({ ms: 1 })).toEqual({ ms: 1, pageView: 'second' });
  });
});
