import { PREVIEW_STORAGE_KEY, PreviewSession, withPreviewLink } from './previewSession';

const LINK = 'catalog~3.0.0~1900000000000~' + 'm'.repeat(43);
const history = () => ({ state: { idx: 2 }, replaceState: jest.fn<void, [unknown, string, string]>() });

beforeEach(() => sessionStorage.clear());

describe('PreviewSession', () => {
  it("keeps a URL's link for the tab and in the URL, and sends it with the registry reads", () => {
    const session = new PreviewSession(sessionStorage);
    const moves = history();
    const href = `http://localhost:3000/catalog?a=1&mfp-preview=${encodeURIComponent(LINK)}`;
    expect(session.capture({ href }, moves)).toEqual({ kind: 'as-is' });
    expect(moves.replaceState).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBe(LINK);
    expect(session.registryUrl()).toBe(`/registry.json?mfp-preview=${LINK.replaceAll('~', '%7E')}`);
    expect(new PreviewSession(sessionStorage).link()).toBe(LINK);
  });

  it("asks for the same URL with the tab's link when a full navigation lost it", () => {
    sessionStorage.setItem(PREVIEW_STORAGE_KEY, LINK);
    const capture = new PreviewSession(sessionStorage).capture(
      { href: 'http://localhost:3000/cart?x=1#top' },
      history(),
    );
    expect(capture).toEqual({
      kind: 'restore',
      url: `http://localhost:3000/cart?x=1&mfp-preview=${LINK.replaceAll('~', '%7E')}#top`,
    });
  });

  it('ends the preview on an empty link (the way out), and takes it out of the URL', () => {
    sessionStorage.setItem(PREVIEW_STORAGE_KEY, LINK);
    const session = new PreviewSession(sessionStorage);
    const moves = history();
    expect(session.capture({ href: 'http://localhost:3000/catalog?mfp-preview=&a=1' }, moves)).toEqual({
      kind: 'as-is',
    });
    expect(moves.replaceState).toHaveBeenCalledWith({ idx: 2 }, '', '/catalog?a=1');
    expect(session.link()).toBeUndefined();
    expect(session.registryUrl()).toBe('/registry.json');
    expect(sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
  });

  it('leaves a tab without a link as it is', () => {
    const session = new PreviewSession(sessionStorage);
    expect(session.capture({ href: 'http://localhost:3000/catalog' }, history())).toEqual({ kind: 'as-is' });
    expect(session.registryUrl()).toBe('/registry.json');
  });
});

describe('withPreviewLink', () => {
  it('adds the link to a query, keeping the rest', () => {
    expect(withPreviewLink('?q=cup', 'a~b')).toBe('?q=cup&mfp-preview=a%7Eb');
    expect(withPreviewLink('', 'a~b')).toBe('?mfp-preview=a%7Eb');
  });
});
