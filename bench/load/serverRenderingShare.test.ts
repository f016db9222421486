import { serverRenderingShare, serverRenderingShareLines } from './serverRenderingShare';

const rate = (id: string, requestsPerSecond: number, errors = 0) => ({ id, requestsPerSecond, errors });

describe('the server-rendered pages share', () => {
  it("is the federated page's rate over the single bundle's, met at half with no errors", () => {
    expect(serverRenderingShare([rate('ssr-federated-html', 300), rate('ssr-single-html', 500)])).toEqual({
      share: 0.6,
      target: 0.5,
      met: true,
      errors: { federated: 0, singleBundle: 0 },
    });
    expect(serverRenderingShare([rate('ssr-federated-html', 200), rate('ssr-single-html', 500)])?.met).toBe(false);
  });

  it('is not met with an error on either side, and the line says so', () => {
    const results = [rate('ssr-federated-html', 400, 3), rate('ssr-single-html', 500)];
    expect(serverRenderingShare(results)?.met).toBe(false);
    expect(serverRenderingShareLines(results)).toEqual([
      "server-rendered federated /catalog: 0.80 of the server-rendered single bundle's rate, errors 3 / 0 " +
        '(target ≥ 0.5 with 0 errors: not met)',
    ]);
  });

  it('says nothing without both targets', () => {
    expect(serverRenderingShare([rate('host-html', 900)])).toBeUndefined();
    expect(serverRenderingShareLines([rate('ssr-single-html', 900)])).toEqual([]);
  });
});
