import { splitHead } from './splitHead';

describe('splitHead', () => {
  it('takes the leading hoisted title, meta and link as the head and leaves the markup', () => {
    expect(
      splitHead(
        '<title>Cup</title><meta name="description" content="A cup"/><link rel="preload" href="/a.png" as="image"/><main><title>x</title></main>',
      ),
    ).toEqual({
      head: '<title>Cup</title><meta name="description" content="A cup"/><link rel="preload" href="/a.png" as="image"/>',
      html: '<main><title>x</title></main>',
      notFound: false,
    });
  });

  it('says notFound for the mfp:status 404 meta in the head, whatever the attribute order, and only there', () => {
    expect(splitHead('<meta content="404" name="mfp:status"/><p>No</p>').notFound).toBe(true);
    expect(splitHead('<meta name="mfp:status" content="200"/><p>Yes</p>').notFound).toBe(false);
    expect(splitHead('<p>text</p><meta name="mfp:status" content="404"/>')).toEqual({
      head: '',
      html: '<p>text</p><meta name="mfp:status" content="404"/>',
      notFound: false,
    });
  });
});
