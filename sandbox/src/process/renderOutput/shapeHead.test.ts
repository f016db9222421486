import { DroppedList } from './droppedList';
import { shapeHead } from './shapeHead';

function shaped(run: string) {
  const dropped = new DroppedList();
  return { ...shapeHead(run, dropped), dropped: dropped.list() };
}

describe('shapeHead', () => {
  it('keeps the allowed elements in their order and lists the dropped ones, naming no data', () => {
    const result = shaped(
      '<link rel="stylesheet" href="/s.css" data-precedence="d"/><title>Cup</title>' +
        '<meta http-equiv="refresh" content="0;url=https://evil.example"/>' +
        `<meta http-equiv="Content-Security-Policy" content="script-src 'none'"/>` +
        '<meta name="description" content="A cup"/><link rel="canonical" href="/cup"/>',
    );
    expect(result.head).toBe(
      '<title>Cup</title><meta name="description" content="A cup"><link rel="canonical" href="/cup">',
    );
    expect(result.dropped.map(({ element }) => element)).toEqual([
      'link rel=stylesheet href data-precedence',
      'meta http-equiv=refresh content',
      'meta http-equiv=Content-Security-Policy content',
    ]);
    expect(JSON.stringify(result.dropped)).not.toMatch(/evil|script-src|s\.css/);
  });

  it('keeps the first title only', () => {
    const result = shaped('<title>One</title><title>Two</title>');
    expect(result.head).toBe('<title>One</title>');
    expect(result.dropped).toEqual([{ element: 'title', reason: expect.stringMatching(/second title/) }]);
  });

  it('re-serialises what it keeps, so no attribute or text can end the element early', () => {
    const result = shaped(
      '<title>a &lt;/title&gt;&lt;script&gt;x()&lt;/script&gt;</title>' +
        '<meta name="description" content="&quot;&gt;&lt;script&gt;x()&lt;/script&gt;"/>',
    );
    expect(result.head).toBe(
      '<title>a &lt;/title&gt;&lt;script&gt;x()&lt;/script&gt;</title>' +
        '<meta name="description" content="&quot;><script>x()</script>">',
    );
  });

  it('bounds what it keeps to 64 elements and 32 KB', () => {
    const many = shaped('<meta name="description" content="x"/>'.repeat(100));
    expect(many.head).toBe('<meta name="description" content="x">'.repeat(64));
    expect(many.dropped).toEqual([
      { element: 'meta name=description content ×36', reason: expect.stringMatching(/bounds/) },
    ]);
    const large = shaped(`<meta name="description" content="${'x'.repeat(20_000)}"/>`.repeat(2));
    expect(large.head).toBe(`<meta name="description" content="${'x'.repeat(20_000)}">`);
    expect(large.dropped).toHaveLength(1);
  });

  it('says notFound for a kept mfp:status 404 meta, whatever the attribute order or case', () => {
    expect(shaped('<meta content="404" name="MFP:status"/>').notFound).toBe(true);
    expect(shaped('<meta name="mfp:status" content="200"/>').notFound).toBe(false);
    expect(shaped('<meta http-equiv="x" name="mfp:status" content="404"/>').notFound).toBe(false);
  });
});
