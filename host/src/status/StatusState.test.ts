import { nextStatusState, type StatusState } from './StatusState';
import { testStatusDocument } from './testing/statusDocuments';

const status = testStatusDocument();
const ready: StatusState = { phase: 'ready', status, fetchedAt: 1_000 };

describe('nextStatusState', () => {
  it('shows a fetched document with when it came, clearing an earlier refresh problem', () => {
    const stale: StatusState = { ...ready, refreshProblem: { kind: 'unreachable', detail: 'down' } };
    expect(nextStatusState(stale, { ok: true, status }, 2_000)).toEqual({ phase: 'ready', status, fetchedAt: 2_000 });
  });

  it('keeps the last document when a refresh fails, and says why', () => {
    const problem = { kind: 'bad-answer', detail: 'HTTP 502' } as const;
    expect(nextStatusState(ready, { ok: false, problem }, 2_000)).toEqual({ ...ready, refreshProblem: problem });
  });

  it('shows nothing but the problem when there is nothing to keep, or the session is gone', () => {
    const problem = { kind: 'unreachable', detail: 'Failed to fetch' } as const;
    expect(nextStatusState({ phase: 'loading' }, { ok: false, problem }, 1)).toEqual({ phase: 'failed', problem });
    expect(nextStatusState(ready, { ok: false, problem: { kind: 'signed-out' } }, 1)).toEqual({
      phase: 'failed',
      problem: { kind: 'signed-out' },
    });
  });
});
