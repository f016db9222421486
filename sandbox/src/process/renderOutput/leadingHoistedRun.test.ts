import { leadingHoistedRun, MAX_READ_HOISTED } from './leadingHoistedRun';

describe('leadingHoistedRun', () => {
  it("takes React's whole hoisted run, scripts, styles and stylesheets included, and leaves the markup", () => {
    const run =
      '<link rel="stylesheet" href="/s.css" data-precedence="default"/><style data-precedence="default" data-href="x">' +
      '.a{color:red}</style><script async="" src="/a.js"></script><title>Cup</title><meta name="description" content="A cup"/>';
    expect(leadingHoistedRun(`${run}<main><title>x</title></main>`)).toEqual({
      run,
      unread: 0,
      rest: '<main><title>x</title></main>',
    });
  });

  it('reads nothing as head once the markup has started', () => {
    expect(leadingHoistedRun('<p>text</p><meta name="mfp:status" content="404"/>')).toEqual({
      run: '',
      unread: 0,
      rest: '<p>text</p><meta name="mfp:status" content="404"/>',
    });
  });

  it('reads the first hoisted elements only and counts the others unread', () => {
    const meta = '<meta name="description" content="x"/>';
    const { run, unread, rest } = leadingHoistedRun(`${meta.repeat(20_000)}<p>x</p>`);
    expect(run).toBe(meta.repeat(MAX_READ_HOISTED));
    expect(unread).toBe(20_000 - MAX_READ_HOISTED);
    expect(rest).toBe('<p>x</p>');
  });
});
