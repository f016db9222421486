import { describe, expect, it } from '@jest/globals';
import type { AuditEntry } from '@mfp/store/control';
import { createPendingAudit } from './pendingAudit';

const entry = (code: string): AuditEntry => ({
  at: new Date(0).toISOString(),
  action: 'upload',
  result: 'failed',
  code,
});

/** Records that refuse every write while `down` is set, like a database that does not answer. */
function records() {
  const stored: AuditEntry[] = [];
  const state = { down: false, tries: 0 };
  return {
    stored,
    state,
    control: {
      appendAudit: async (written: AuditEntry) => {
        state.tries += 1;
        if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
        stored.push(written);
      },
    },
  };
}

/** The lines a logger received, each its fields object. */
function captureLog() {
  const lines: Record<string, unknown>[] = [];
  const write = (fields: object) => void lines.push({ ...fields });
  return { lines, logger: () => ({ info: write, error: write }) };
}

const events = (log: ReturnType<typeof captureLog>) =>
  log.lines.filter((line) => typeof line.event === 'string' && line.event.startsWith('audit-'));

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('createPendingAudit', () => {
  it('stores at once while the records answer, and keeps nothing', async () => {
    const { control, stored } = records();
    const log = captureLog();
    const queue = createPendingAudit({ control, log: log.logger() });
    await queue.append(entry('a'));
    expect(stored.map((written) => written.code)).toEqual(['a']);
    expect(queue.size).toBe(0);
    await queue.close();
    expect(events(log)).toEqual([]);
  });

  it('keeps what an outage refuses, in order, and stores it with the next entry once the records answer', async () => {
    const { control, stored, state } = records();
    const log = captureLog();
    const queue = createPendingAudit({ control, log: log.logger(), retryMs: 60_000 });
    state.down = true;
    await queue.append(entry('a'));
    await queue.append(entry('b'));
    expect(queue.size).toBe(2);
    expect(stored).toEqual([]);
    state.down = false;
    await queue.append(entry('c'));
    expect(stored.map((written) => written.code)).toEqual(['a', 'b', 'c']);
    expect(queue.size).toBe(0);
    expect(events(log)).toEqual([
      expect.objectContaining({ event: 'audit-pending', audit: entry('a') }),
      expect.objectContaining({ event: 'audit-recovered', written: 2, lost: 0 }),
    ]);
    await queue.close();
  });

  it('retries by itself when nothing else is written', async () => {
    const { control, stored, state } = records();
    const log = captureLog();
    const queue = createPendingAudit({ control, log: log.logger(), retryMs: 10 });
    state.down = true;
    await queue.append(entry('a'));
    await until(() => state.tries >= 3);
    expect(stored).toEqual([]);
    state.down = false;
    await until(() => queue.size === 0);
    expect(stored.map((written) => written.code)).toEqual(['a']);
    await queue.close();
  });

  it('still stores after a retry that found nothing waiting (a second outage after the first was written)', async () => {
    const { control, stored, state } = records();
    const log = captureLog();
    const queue = createPendingAudit({ control, log: log.logger(), retryMs: 10 });
    state.down = true;
    await queue.append(entry('a'));
    state.down = false;
    // Stores a, then b, before the retry that a's refusal asked for, which then finds nothing waiting.
    await queue.append(entry('b'));
    await new Promise((resolve) => setTimeout(resolve, 40));
    state.down = true;
    await queue.append(entry('c'));
    state.down = false;
    await until(() => stored.length === 3);
    expect(stored.map((written) => written.code)).toEqual(['a', 'b', 'c']);
    await queue.close();
  });

  it('keeps at most `limit` entries and says in one line how many were lost once the store answers', async () => {
    const { control, stored, state } = records();
    const log = captureLog();
    const queue = createPendingAudit({ control, log: log.logger(), limit: 2, retryMs: 60_000 });
    state.down = true;
    for (const code of ['a', 'b', 'c', 'd', 'e']) await queue.append(entry(code));
    expect(queue.size).toBe(2);
    state.down = false;
    await queue.append(entry('f'));
    // The first two of the outage, then what came after it; c, d and e are the gap the line explains.
    expect(stored.map((written) => written.code)).toEqual(['a', 'b', 'f']);
    const lost = events(log).filter((line) => line.event === 'audit-lost');
    expect(lost).toEqual([expect.objectContaining({ lost: 3, limit: 2 })]);
    await queue.close();
  });

  it('says what it could not store when the server stops during an outage', async () => {
    const { control, state } = records();
    const log = captureLog();
    const queue = createPendingAudit({ control, log: log.logger(), limit: 1, retryMs: 60_000 });
    state.down = true;
    await queue.append(entry('a'));
    await queue.append(entry('b'));
    await queue.close();
    expect(events(log).filter((line) => line.event === 'audit-lost')).toEqual([
      expect.objectContaining({ lost: 2, limit: 1 }),
    ]);
    expect(queue.size).toBe(0);
  });
});
