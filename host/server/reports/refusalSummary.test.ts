import Fastify from 'fastify';
import { serverLogging } from '../http/logging';
import { MAX_COUNTED_CLIENTS, createRefusalSummary, refusalOfStatus, type RefusalSummary } from './refusalSummary';
import { captureLog, type CapturedLog } from '../testing/fixtures';

describe('createRefusalSummary', () => {
  let log: CapturedLog;
  let summary: RefusalSummary;

  beforeEach(() => {
    jest.useFakeTimers();
    log = captureLog();
    // The servers' own logger, so the lines are those the servers write.
    summary = createRefusalSummary(Fastify(serverLogging({ stream: log })).log);
  });
  afterEach(() => {
    summary.stop();
    jest.useRealTimers();
  });

  it('writes nothing while it counts, then one line per reason at the end of the minute', () => {
    for (let sent = 0; sent < 500; sent += 1) summary.count('rate-limited', `10.0.0.${sent % 7}`);
    summary.count('invalid', '10.0.0.1');
    summary.count('invalid', '10.0.0.1');
    expect(log.lines()).toEqual([]);

    jest.advanceTimersByTime(60_000);
    const records = log.records();
    expect(records).toHaveLength(2);
    expect(records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          level: 40,
          event: 'error-reports-refused',
          reason: 'rate-limited',
          status: 429,
          count: 500,
          clients: 7,
          clientsCapped: false,
        }),
        expect.objectContaining({ reason: 'invalid', status: 400, count: 2, clients: 1 }),
      ]),
    );
  });

  it('writes no line for a minute without refusals, and counts each minute afresh', () => {
    summary.count('too-large', '10.0.0.1');
    jest.advanceTimersByTime(60_000);
    jest.advanceTimersByTime(60_000);
    expect(log.records()).toHaveLength(1);
    summary.count('too-large', '10.0.0.1');
    jest.advanceTimersByTime(60_000);
    expect(log.records().map((record) => record.count)).toEqual([1, 1]);
  });

  it(`remembers at most ${MAX_COUNTED_CLIENTS} addresses, and says "at least" beyond`, () => {
    for (let client = 0; client < MAX_COUNTED_CLIENTS + 50; client += 1) summary.count('over-budget', `c${client}`);
    summary.stop();
    expect(log.records()).toEqual([
      expect.objectContaining({ count: MAX_COUNTED_CLIENTS + 50, clients: MAX_COUNTED_CLIENTS, clientsCapped: true }),
    ]);
    expect(log.records()[0]?.msg).toMatch(/at least 1000 client address/);
  });

  it('flushes what is left when stopped', () => {
    summary.count('unsupported-encoding', '10.0.0.1');
    summary.stop();
    expect(log.records()).toEqual([expect.objectContaining({ reason: 'unsupported-encoding', status: 415, count: 1 })]);
  });
});

describe('refusalOfStatus', () => {
  it.each([
    [400, 'invalid'],
    [413, 'too-large'],
    [415, 'unsupported-encoding'],
    [429, 'rate-limited'],
    [200, undefined],
    [500, undefined],
  ])('%s is %s', (status, reason) => {
    expect(refusalOfStatus(status)).toBe(reason);
  });
});
