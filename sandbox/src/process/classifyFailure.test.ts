import { classifyFailure } from './classifyFailure';

const calm = { timedOut: false, refusal: undefined };

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
