import { OVERRIDES_STORAGE_KEY, OverrideSession } from './overrideSession';

const DEV = 'catalog=http://localhost:3001/mf-manifest.json';

function fakeHistory() {
  return { state: { idx: 3 }, replaceState: jest.fn<void, [unknown, string, string]>() };
}

beforeEach(() => sessionStorage.clear());

describe('OverrideSession', () => {
  it('says which remotes the tab asks to override, before any check', () => {
    const session = new OverrideSession(sessionStorage);
    session.capture({ href: `http://localhost:3000/catalog?mf-override=${encodeURIComponent(DEV)}` }, fakeHistory());
    expect(session.requests('catalog')).toBe(true);
    expect(session.requests('cart')).toBe(false);
    expect(session.requests('cat')).toBe(false);
  });

  it('moves every mf-override parameter into sessionStorage and out of the URL, keeping the rest of it', () => {
    const session = new OverrideSession(sessionStorage);
    const history = fakeHistory();
    const href = `http://localhost:3000/catalog/cup?a=1&mf-override=${encodeURIComponent(DEV)}&mf-override=x=y#top`;
    session.capture({ href }, history);

    expect(session.snapshot()).toEqual([DEV, 'x=y']);
    expect(JSON.parse(sessionStorage.getItem(OVERRIDES_STORAGE_KEY)!)).toEqual([DEV, 'x=y']);
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/catalog/cup?a=1#top');
    // A later page of the same tab reads them back.
    expect(new OverrideSession(sessionStorage).snapshot()).toEqual([DEV, 'x=y']);
  });

  it('leaves the URL alone when it has no override', () => {
    const history = fakeHistory();
    new OverrideSession(sessionStorage).capture({ href: 'http://localhost:3000/cart?a=1' }, history);
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('lets a later override of the same remote replace the earlier one', () => {
    const session = new OverrideSession(sessionStorage);
    session.capture({ href: `http://localhost:3000/?mf-override=${encodeURIComponent(DEV)}` }, fakeHistory());
    const later = 'catalog=http://localhost:4001/mf-manifest.json';
    session.capture({ href: `http://localhost:3000/?mf-override=${encodeURIComponent(later)}` }, fakeHistory());
    expect(session.snapshot()).toEqual([later]);
  });

  it('clears them, telling subscribers, and keeps one snapshot array while nothing changes', () => {
    sessionStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify([DEV]));
    const session = new OverrideSession(sessionStorage);
    expect(session.snapshot()).toBe(session.snapshot());
    const listener = jest.fn();
    session.subscribe(listener);
    session.clear();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.snapshot()).toEqual([]);
    expect(sessionStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['not an array', '{"catalog":1}'],
  ])('reads stored values that are %s as none', (_, raw) => {
    sessionStorage.setItem(OVERRIDES_STORAGE_KEY, raw);
    expect(new OverrideSession(sessionStorage).snapshot()).toEqual([]);
  });

  it('keeps only the strings of a stored array', () => {
    sessionStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify([DEV, 42, null]));
    expect(new OverrideSession(sessionStorage).snapshot()).toEqual([DEV]);
  });

  it('keeps the values for the page when storage refuses writes', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const session = new OverrideSession(refusing);
    session.capture({ href: `http://localhost:3000/?mf-override=${encodeURIComponent(DEV)}` }, fakeHistory());
    expect(session.snapshot()).toEqual([DEV]);
  });

  it('answers which manifest a remote is overridden to, from what the page applies', () => {
    const session = new OverrideSession(undefined);
    expect(session.activeFor('catalog')).toBeUndefined();
    session.setActive([{ name: 'catalog', manifestUrl: 'http://localhost:3001/mf-manifest.json', addsRemote: false }]);
    expect(session.activeFor('catalog')).toBe('http://localhost:3001/mf-manifest.json');
    expect(session.activeFor('cart')).toBeUndefined();
  });
});
