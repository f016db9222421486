import type { PlatformFailure } from '@mfp/shared/failures';
import { reportPageWide } from './reportPageWide';

describe('reportPageWide', () => {
  it('reports page-wide rules once per remote per page view, with the release', () => {
    const report = jest.fn((_failure: PlatformFailure) => Promise.resolve('123'));
    const onPageWide = reportPageWide(report);
    onPageWide({ remote: 'a', version: '1.0.0' }, ['body', 'button', 'h1', 'h2']);
    onPageWide({ remote: 'a', version: '1.0.0' }, ['*']);
    onPageWide({ remote: 'b', version: undefined }, ['*']);
    expect(report.mock.calls.map(([failure]) => [failure.remote, failure.version, failure.kind, failure.code])).toEqual(
      [
        ['a', '1.0.0', 'page-wide-style', 'MFP-402'],
        ['b', undefined, 'page-wide-style', 'MFP-402'],
      ],
    );
    expect(report.mock.calls[0]?.[0].message).toContain('(body, button, h1)');
  });
});
