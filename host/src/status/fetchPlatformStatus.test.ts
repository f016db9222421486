import { STATUS_API_PATH } from '@mfp/shared/status';
import { fetchPlatformStatus } from './fetchPlatformStatus';
import { testStatusDocument } from './testing/statusDocuments';

/** What `fetch` resolves with, as far as the page reads it (jsdom has no `Response`). */
const answer = (status: number, body: string) =>
  jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>(() =>
    Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      json: () => Promise.resolve().then(() => JSON.parse(body) as unknown),
    } as Response),
  );

describe('fetchPlatformStatus', () => {
  it('fetches the status document with the session cookie and validates it', async () => {
    const document = testStatusDocument();
    const fetchImpl = answer(200, JSON.stringify(document));
    expect(await fetchPlatformStatus(fetchImpl)).toEqual({ ok: true, status: document });
    expect(fetchImpl).toHaveBeenCalledWith(STATUS_API_PATH, expect.objectContaining({ credentials: 'same-origin' }));
  });

  it.each([401, 403, 404])('takes %i for a missing or expired admin session', async (status) => {
    expect(await fetchPlatformStatus(answer(status, 'Not Found'))).toEqual({
      ok: false,
      problem: { kind: 'signed-out' },
    });
  });

  it('names what is wrong with an answer that is not a status document', async () => {
    expect(await fetchPlatformStatus(answer(502, 'Bad Gateway'))).toEqual({
      ok: false,
      problem: { kind: 'bad-answer', detail: 'HTTP 502' },
    });
    expect(await fetchPlatformStatus(answer(200, '<html>'))).toEqual({
      ok: false,
      problem: { kind: 'bad-answer', detail: 'the answer is not JSON' },
    });
    const wrong = { ...testStatusDocument(), scope: 'galaxy' };
    expect(await fetchPlatformStatus(answer(200, JSON.stringify(wrong)))).toEqual({
      ok: false,
      problem: { kind: 'bad-answer', detail: expect.stringMatching(/^scope: /) as unknown },
    });
  });

  it('turns a network failure into a problem, never a throw', async () => {
    const fetchImpl = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await fetchPlatformStatus(fetchImpl)).toEqual({
      ok: false,
      problem: { kind: 'unreachable', detail: 'Failed to fetch' },
    });
  });
});
