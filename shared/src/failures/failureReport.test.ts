import { failureReportSchema, type FailureReport } from './failureReport';

const report: FailureReport = {
  culprit: 'remote',
  remote: 'catalog',
  version: '1.2.0',
  kind: 'render-failed',
  message: 'Cannot read properties of undefined',
  url: 'http://localhost:3000/catalog?mfp-preview=abc',
};

describe('failureReportSchema', () => {
  it('takes a report from a tab that previews a release, marked `preview: true`', () => {
    expect(failureReportSchema.safeParse({ ...report, preview: true })).toMatchObject({
      success: true,
      data: { preview: true },
    });
  });

  it('takes a report without the mark: a user’s tab', () => {
    const parsed = failureReportSchema.safeParse(report);
    expect(parsed.success).toBe(true);
    expect(parsed.data).not.toHaveProperty('preview');
  });

  it.each([false, 'true', 1, 'catalog@2.0.0', null])('refuses `preview: %j`: the mark is `true` or absent', (value) => {
    const parsed = failureReportSchema.safeParse({ ...report, preview: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([['preview']]);
  });
});
