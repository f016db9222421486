import { FAILURE_REPORT_PATH, REPORT_LIMITS, type FailureReport, type PlatformFailure } from '@mfp/shared/failures';
import { createFailure, type FailureSpec } from './failureFactory';
import { developerTab } from '../session/developerTab';
import {
  MAX_ATTEMPTS_PER_FAILURE,
  MAX_REPORTS_PER_PAGE,
  createFailureReporter,
  failureIdentity,
  toReport,
} from './failureReporter';

const PAGE = 'http://localhost:3000/catalog';

function failure(overrides: Partial<Extract<FailureSpec, { culprit: 'remote' }>> = {}): PlatformFailure {
  return createFailure({
    culprit: 'remote',
    kind: 'render-failed',
    remote: 'catalog',
    version: '1.0.0',
    message: 'boom',
    ...overrides,
  });
}

describe('toReport', () => {
  it("reports the cause's message and stack, with the failure's culprit, remote, version and kind (the server derives the code)", () => {
    const cause = new TypeError('x is not a function');
    const report = toReport(failure({ message: 'x is not a function', cause }), PAGE);
    expect(report).toEqual({
      culprit: 'remote',
      remote: 'catalog',
      version: '1.0.0',
      kind: 'render-failed',
      message: 'x is not a function',
      stack: cause.stack,
      url: PAGE,
    });
  });

  it('clips every field to REPORT_LIMITS', () => {
    const cause = new Error('m'.repeat(REPORT_LIMITS.message + 500));
    cause.stack = 's'.repeat(REPORT_LIMITS.stack + 500);
    const report = toReport(
      failure({ remote: 'r'.repeat(REPORT_LIMITS.remote + 1), version: 'v'.repeat(REPORT_LIMITS.version + 1), cause }),
      `${PAGE}?q=${'u'.repeat(REPORT_LIMITS.url)}`,
    );
    expect(report.remote).toBe('r'.repeat(REPORT_LIMITS.remote));
    expect(report.version).toBe('v'.repeat(REPORT_LIMITS.version));
    expect(report.message).toBe('m'.repeat(REPORT_LIMITS.message));
    expect(report.stack).toBe('s'.repeat(REPORT_LIMITS.stack));
    expect(report.url).toHaveLength(REPORT_LIMITS.url);
    expect(report.url.startsWith(`${PAGE}?q=u`)).toBe(true);
  });

  it("uses the failure's own message and stack when the cause is not an Error (a thrown string)", () => {
    const thrown = failure({ message: 'plain string', cause: 'plain string' });
    const report = toReport(thrown, PAGE);
    expect(report.message).toBe('[MFP-401 render-failed] catalog: plain string');
    expect(report.stack).toBe(thrown.stack);
  });

  it("falls back to the failure's message when the cause has an empty message", () => {
    const report = toReport(failure({ message: 'described', cause: new Error('') }), PAGE);
    expect(report.message).toBe('[MFP-401 render-failed] catalog: described');
  });

  it('says which last known-good version the user was shown instead, clipped like a version', () => {
    expect(toReport(failure(), PAGE, { servedFallback: '0.9.0' })).toMatchObject({
      version: '1.0.0',
      servedFallback: '0.9.0',
    });
    expect(toReport(failure(), PAGE, { servedFallback: 'v'.repeat(REPORT_LIMITS.version + 1) }).servedFallback).toBe(
      'v'.repeat(REPORT_LIMITS.version),
    );
    expect(toReport(failure(), PAGE)).not.toHaveProperty('servedFallback');
  });

  it('omits version when the failure has none, and stack when the cause has none', () => {
    const cause = new Error('no stack');
    cause.stack = undefined;
    const report = toReport(failure({ version: undefined, cause }), PAGE);
    expect(report).not.toHaveProperty('version');
    expect(report).not.toHaveProperty('stack');
  });
});

describe('createFailureReporter', () => {
  it('sends an identical failure (same remote, kind and message) once and returns the same digest to every caller', async () => {
    const send = jest.fn((_report: FailureReport) => Promise.resolve('123'));
    const report = createFailureReporter(send);

    const first = report(failure(), { pageUrl: PAGE });
    const again = report(failure(), { pageUrl: PAGE }); // a new object, e.g. after a remount
    await expect(first).resolves.toBe('123');
    await expect(again).resolves.toBe('123');
    await expect(report(failure(), { pageUrl: PAGE })).resolves.toBe('123');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ remote: 'catalog', kind: 'render-failed', url: PAGE }));
  });

  it('sends different failures separately (another remote, another kind, another message)', async () => {
    let digest = 0;
    const send = jest.fn(() => Promise.resolve(String(++digest)));
    const report = createFailureReporter(send);

    const digests = await Promise.all([
      report(failure(), { pageUrl: PAGE }),
      report(failure({ remote: 'cart' }), { pageUrl: PAGE }),
      report(failure({ kind: 'timeout' }), { pageUrl: PAGE }),
      report(failure({ message: 'other' }), { pageUrl: PAGE }),
    ]);
    expect(digests).toEqual(['1', '2', '3', '4']);
    expect(send).toHaveBeenCalledTimes(4);
  });

  it('identifies failures by remote, version, kind and message (not cause)', () => {
    expect(failureIdentity(failure({ cause: new Error('a') }))).toBe(
      failureIdentity(failure({ cause: new Error('b') })),
    );
    expect(failureIdentity(failure({ version: '1' }))).not.toBe(failureIdentity(failure({ version: '2' })));
    expect(failureIdentity(failure())).not.toBe(failureIdentity(failure({ kind: 'timeout' })));
  });

  it('reports a live failure with a last known-good release served, and the same failure without one, separately', async () => {
    let digest = 0;
    const send = jest.fn((_report: FailureReport) => Promise.resolve(String(++digest)));
    const report = createFailureReporter(send);

    await expect(report(failure(), { pageUrl: PAGE, servedFallback: '0.9.0' })).resolves.toBe('1');
    await expect(report(failure(), { pageUrl: PAGE, servedFallback: '0.9.0' })).resolves.toBe('1');
    await expect(report(failure(), { pageUrl: PAGE })).resolves.toBe('2');
    expect(send.mock.calls.map(([sent]) => sent.servedFallback)).toEqual(['0.9.0', undefined]);
  });

  it(`stops sending after MAX_REPORTS_PER_PAGE (${MAX_REPORTS_PER_PAGE}) distinct failures and answers undefined`, async () => {
    const send = jest.fn(() => Promise.resolve('1'));
    const report = createFailureReporter(send);

    for (let i = 0; i < MAX_REPORTS_PER_PAGE; i++)
      await expect(report(failure({ message: `m${i}` }), { pageUrl: PAGE })).resolves.toBe('1');
    await expect(report(failure({ message: 'one too many' }), { pageUrl: PAGE })).resolves.toBeUndefined();
    expect(send).toHaveBeenCalledTimes(MAX_REPORTS_PER_PAGE);
    // Failures already acknowledged still answer with their digest.
    await expect(report(failure({ message: 'm0' }), { pageUrl: PAGE })).resolves.toBe('1');
  });

  it('lets a later call retry an unacknowledged (undefined) report', async () => {
    const send = jest.fn<Promise<string | undefined>, [FailureReport]>();
    send.mockResolvedValueOnce(undefined).mockResolvedValueOnce('777');
    const report = createFailureReporter(send);

    await expect(report(failure(), { pageUrl: PAGE })).resolves.toBeUndefined();
    await expect(report(failure(), { pageUrl: PAGE })).resolves.toBe('777');
    await expect(report(failure(), { pageUrl: PAGE })).resolves.toBe('777');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it(`retries an unacknowledged failure at most MAX_ATTEMPTS_PER_FAILURE (${MAX_ATTEMPTS_PER_FAILURE}) times`, async () => {
    const send = jest.fn(() => Promise.resolve(undefined));
    const report = createFailureReporter(send);

    for (let i = 0; i < MAX_ATTEMPTS_PER_FAILURE + 5; i++) await report(failure(), { pageUrl: PAGE });
    expect(send).toHaveBeenCalledTimes(MAX_ATTEMPTS_PER_FAILURE);
  });

  it('does not let retries while the server is down use up the budget of later failures', async () => {
    let serverUp = false;
    const send = jest.fn(() => Promise.resolve(serverUp ? '9' : undefined));
    const report = createFailureReporter(send);

    for (let i = 0; i < MAX_REPORTS_PER_PAGE * 2; i++)
      await report(failure({ message: 'bad registry entry' }), { pageUrl: PAGE });
    serverUp = true;
    await expect(report(failure({ message: 'a new failure' }), { pageUrl: PAGE })).resolves.toBe('9');
  });

  it('shares a pending report between concurrent callers even if it ends unacknowledged', async () => {
    let answer: (digest: string | undefined) => void = () => {};
    const send = jest.fn(() => new Promise<string | undefined>((resolve) => (answer = resolve)));
    const report = createFailureReporter(send);

    const first = report(failure(), { pageUrl: PAGE });
    const second = report(failure(), { pageUrl: PAGE });
    answer(undefined);
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('marks the report of an overridden remote with the override, and reports it apart from the same failure without', async () => {
    const send = jest.fn((_report: FailureReport) => Promise.resolve('1'));
    const overrides: Record<string, string> = {};
    const report = createFailureReporter(send, developerTab({ overrideFor: (remote) => overrides[remote] }));

    const same = failure();
    await report(same, { pageUrl: PAGE });
    overrides.catalog = 'http://localhost:3001/mf-manifest.json';
    await report(same, { pageUrl: PAGE });
    await report(same, { pageUrl: PAGE });

    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0]?.[0].override).toBeUndefined();
    expect(send.mock.calls[1]?.[0]).toEqual(
      toReport(same, PAGE, { override: 'http://localhost:3001/mf-manifest.json' }),
    );
    expect(send.mock.calls[1]?.[0].override).toBe('http://localhost:3001/mf-manifest.json');
  });

  it('never marks a failure of the registry or the host as coming from an override', async () => {
    const send = jest.fn((_report: FailureReport) => Promise.resolve('1'));
    const report = createFailureReporter(
      send,
      developerTab({ overrideFor: () => 'http://localhost:3001/mf-manifest.json' }),
    );
    await report(createFailure({ culprit: 'registry', kind: 'registry-unreachable', message: 'down' }), {
      pageUrl: PAGE,
    });
    await report(createFailure({ culprit: 'host', kind: 'host-failed', message: 'broken' }), { pageUrl: PAGE });
    expect(send.mock.calls.map(([sent]) => sent.override)).toEqual([undefined, undefined]);
  });

  it("marks every report of a tab that previews a release, the registry's and the host's too", async () => {
    const send = jest.fn((_report: FailureReport) => Promise.resolve('1'));
    const report = createFailureReporter(send, developerTab({ previewLink: () => 'catalog~2.0.0~99999999999999~sig' }));
    const remotes = failure();
    await report(remotes, { pageUrl: PAGE });
    await report(createFailure({ culprit: 'registry', kind: 'registry-unreachable', message: 'down' }), {
      pageUrl: PAGE,
    });
    await report(createFailure({ culprit: 'host', kind: 'host-failed', message: 'broken' }), { pageUrl: PAGE });
    expect(send.mock.calls.map(([sent]) => sent.preview)).toEqual([true, true, true]);
    expect(send.mock.calls[0]?.[0]).toEqual(toReport(remotes, PAGE, { preview: true }));
  });

  it("never marks a user's tab's reports as a preview's", async () => {
    const send = jest.fn((_report: FailureReport) => Promise.resolve('1'));
    await createFailureReporter(send)(failure(), { pageUrl: PAGE });
    expect(send.mock.calls[0]?.[0]).not.toHaveProperty('preview');
  });

  it('uses the current page URL by default', async () => {
    const send = jest.fn((_report: FailureReport) => Promise.resolve('1'));
    await createFailureReporter(send)(failure());
    expect(send.mock.calls[0]?.[0].url).toBe(window.location.href);
  });
});

describe('createFailureReporter with the default sender (POST /_host/errors)', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  function answerWith(response: { ok: boolean; json?: () => Promise<unknown> } | Error) {
    const fetchMock = jest.fn(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response)));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    return fetchMock;
  }

  it('posts the JSON report and resolves with the digest the server answers', async () => {
    const fetchMock = answerWith({ ok: true, json: () => Promise.resolve({ digest: '2638459815' }) });
    const cause = new Error('boom');
    await expect(createFailureReporter()(failure({ cause }), { pageUrl: PAGE })).resolves.toBe('2638459815');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(FAILURE_REPORT_PATH);
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(init.signal).toBeDefined();
    expect(JSON.parse(init.body as string)).toEqual(toReport(failure({ cause }), PAGE));
  });

  it.each([
    ['the server answers an HTTP error', { ok: false }],
    ['the digest is not a decimal string', { ok: true, json: () => Promise.resolve({ digest: '<script>' }) }],
    ['the answer has no digest', { ok: true, json: () => Promise.resolve({}) }],
    ['the answer is not JSON', { ok: true, json: () => Promise.reject(new SyntaxError('Unexpected token')) }],
    ['the server is unreachable', new TypeError('Failed to fetch')],
  ])('resolves undefined (unacknowledged) when %s', async (_, response) => {
    answerWith(response);
    await expect(createFailureReporter()(failure(), { pageUrl: PAGE })).resolves.toBeUndefined();
  });
});

describe('toReport and the byte limit', () => {
  it('keeps a report of multi-byte text within the server body limit, dropping the stack first', () => {
    const wide = '€'.repeat(REPORT_LIMITS.message);
    const cause = Object.assign(new Error(wide), { stack: '漢'.repeat(REPORT_LIMITS.stack) });
    const failure = createFailure({
      culprit: 'remote',
      kind: 'render-failed',
      remote: 'catalog',
      message: wide,
      cause,
    });
    const report = toReport(failure, 'http://localhost:3000/catalog');
    expect(new TextEncoder().encode(JSON.stringify(report)).length).toBeLessThanOrEqual(REPORT_LIMITS.body);
    expect(report.stack).toBeUndefined();
    expect(report.message).toBe(wide);
  });
});
