import { DroppedHeadReports } from './reportDroppedHead';

function reports() {
  const lines: { record: Record<string, unknown>; message: string }[] = [];
  const log = {
    warn: ((record: Record<string, unknown>, message: string) => {
      lines.push({ record, message });
    }) as ConstructorParameters<typeof DroppedHeadReports>[0]['warn'],
  };
  return { reporter: new DroppedHeadReports(log), lines };
}

const REFRESH = { element: 'meta http-equiv=refresh content', reason: 'http-equiv: the host says' };

describe('DroppedHeadReports', () => {
  it('logs one line per release, naming remote, version and what was dropped and why', () => {
    const { reporter, lines } = reports();
    reporter.report('catalog', '1.2.0', [REFRESH]);
    reporter.report('catalog', '1.2.0', [REFRESH]);
    reporter.report('catalog', '1.3.0', [REFRESH]);
    reporter.report('cart', '1.2.0', []);
    expect(lines).toEqual([
      {
        record: { event: 'server-head-dropped', remote: 'catalog', version: '1.2.0', dropped: [REFRESH] },
        message: 'catalog 1.2.0: the host left an element out of its head (meta http-equiv=refresh content)',
      },
      expect.objectContaining({ record: expect.objectContaining({ version: '1.3.0' }) }),
    ]);
  });

  it('forgets the oldest release past its bound, so its memory stays bounded', () => {
    const { reporter, lines } = reports();
    for (let i = 0; i <= 1000; i++) reporter.report('catalog', `1.0.${i}`, [REFRESH]);
    reporter.report('catalog', '1.0.1000', [REFRESH]);
    reporter.report('catalog', '1.0.0', [REFRESH]);
    expect(lines).toHaveLength(1002);
  });
});
