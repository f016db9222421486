import { serverRenderResultSchema } from '../../contract/serverRender';
import { shapeRenderOutput } from './shapeRenderOutput';

describe('shapeRenderOutput', () => {
  it('gives the kept head, the balanced markup and notFound, with nothing dropped for a well-behaved render', () => {
    expect(
      shapeRenderOutput('<title>Cup</title><meta name="mfp:status" content="404"/><main><p>No such cup</p></main>'),
    ).toEqual({
      head: '<title>Cup</title><meta name="mfp:status" content="404">',
      html: '<main><p>No such cup</p></main>',
      notFound: true,
    });
  });

  it('lists what the head and the slot dropped, within the result contract', () => {
    const meta = '<meta name="description" content="x"/>';
    const result = shapeRenderOutput(
      `<meta http-equiv="refresh" content="0;url=https://evil.example"/>${meta.repeat(20_000)}` +
        '<p>a<base href="https://evil.example/"></p></div></section></main><h1>x',
    );
    expect(result.head).toBe('<meta name="description" content="x">'.repeat(64));
    expect(result.html).toBe('<p>a</p><h1>x</h1>');
    expect(result.dropped).toEqual([
      { element: 'meta http-equiv=refresh content', reason: expect.stringMatching(/^http-equiv/) },
      { element: 'meta name=description content ×191', reason: expect.stringMatching(/bounds/) },
      { element: `${20_000 - 255} hoisted elements`, reason: 'past the first 256: not read' },
      { element: 'base href', reason: expect.stringMatching(/^base in the slot/) },
    ]);
    expect(serverRenderResultSchema.parse({ status: 'rendered', ...result, renderMs: 1 })).toMatchObject(result);
  });
});
