import { classifyFailure } from './classifyFailure';

import type { RenderOutcome } from './classifyFailure';

const calm: RenderOutcome = { timedOut: false, refusal: undefined, phase: 'render' };

describe('classifyFailure', () => {
  it('names a deadline cut, whether the deadline timer or isolated-vm’s synchronous timeout came first', () => {
    expect(classifyFailure({ ...calm, timedOut: true }, new Error('Isolate is disposed'), 500).kind).toBe(
      'server-render-timed-out',
    );
    expect(classifyFailure(calm, new Error('Script execution timed out.'), 500).kind).toBe('server-render-timed-out');
  });

  it('names an output over its limit, before the disposed isolate or a deadline that came after, with the fixes', () => {
    const over = { ...calm, outputExceeded: { remote: 'catalog', limitBytes: 64 * 1024 } };
    const result = classifyFailure({ ...over, timedOut: true }, new Error('Isolate is disposed'), 500);
    expect(result.kind).toBe('server-output-exceeded');
    expect(result.message).toMatch(/^returned more than 64 KB of HTML, its output limit/);
    expect(result.message).toContain('SERVER_RENDER_OUTPUT_KB');
    expect(result.message).toContain('`npm run remotes -- server-render catalog on --output-kb <n>`');
    const odd = { ...calm, outputExceeded: { remote: 'cart', limitBytes: 1000 } };
    expect(classifyFailure(odd, new Error('Isolate is disposed'), 500).message).toMatch(/more than 1000 bytes of HTML/);
  });

  it("names a loader's failure after what its API did, a memory or a refusal still first", () => {
    const loading: RenderOutcome = { ...calm, phase: 'load' };
    const thrown = new Error('no products');
    expect(classifyFailure({ ...loading, timedOut: true }, thrown, 800)).toEqual({
      kind: 'server-data-timed-out',
      message: 'its loader had not settled within its 800 ms deadline',
    });
    expect(classifyFailure({ ...loading, dataStatus: '503 to https://api.example.com/p' }, thrown, 800)).toEqual({
      kind: 'server-data-status',
      message: 'its API answered 503 to https://api.example.com/p; the loader then failed: Error: no products',
    });
    expect(classifyFailure({ ...loading, dataUnreachable: 'ECONNREFUSED' }, thrown, 800).kind).toBe(
      'server-data-unreachable',
    );
    expect(classifyFailure(loading, thrown, 800).kind).toBe('server-data-failed');
    expect(classifyFailure({ ...loading, refusal: 'refused' }, thrown, 800).kind).toBe('sandbox-refusal');
  });

  it('puts a refusal the host saw before the error the remote ended with', () => {
    const refused = { ...calm, refusal: 'fetch of http://x refused' };
    expect(classifyFailure(refused, new TypeError('fetch failed'), 500)).toEqual({
      kind: 'sandbox-refusal',
      message: 'fetch of http://x refused',
    });
  });

  it("reports reaching for Node's globals as a refusal, other errors as a failed render", () => {
    const missing = (name: string) => new ReferenceError(`${name} is not defined`);
    expect(classifyFailure(calm, missing('process'), 500).kind).toBe('sandbox-refusal');
    expect(classifyFailure(calm, missing('require'), 500).kind).toBe('sandbox-refusal');
    expect(classifyFailure(calm, missing('window'), 500).kind).toBe('server-render-failed');
    expect(
      classifyFailure(calm, new Error('Isolate was disposed during execution due to memory limit'), 500).kind,
    ).toBe('server-memory-exceeded');
  });
});
