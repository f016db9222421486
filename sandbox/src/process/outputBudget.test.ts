import { OutputBudget } from './outputBudget';

const bytes = (text: string) => new TextEncoder().encode(text);

/** Feeds `batches` in order; the output, or `over` at the first batch that went over the limit. */
function take(limitBytes: number, batches: Uint8Array[]): string {
  const budget = new OutputBudget(limitBytes);
  for (const batch of batches) if (!budget.add(batch)) return 'over';
  return budget.text();
}

describe('OutputBudget', () => {
  it('passes an output of exactly the limit, and fails one byte over', () => {
    expect(take(11, [bytes('<p>'), bytes('1234'), bytes('</p>')])).toBe('<p>1234</p>');
    expect(take(10, [bytes('<p>'), bytes('1234'), bytes('</p>')])).toBe('over');
  });

  it('fails at the batch that goes over, whatever follows', () => {
    const budget = new OutputBudget(4);
    expect(budget.add(bytes('abcd'))).toBe(true);
    expect(budget.add(new Uint8Array(0))).toBe(true);
    expect(budget.add(bytes('e'))).toBe(false);
  });

  it('counts UTF-8 bytes: a 3-byte character ending exactly at the limit passes, one ending 2 bytes past fails', () => {
    const euro = bytes('€');
    expect(euro.byteLength).toBe(3);
    expect(take(8, [bytes('abcde'), euro])).toBe('abcde€');
    expect(take(8, [bytes('abcdefg'), euro])).toBe('over');
  });

  it('decodes a character split across batches once, as the character, and counts it once', () => {
    const text = bytes('ab€');
    const split = [text.subarray(0, 3), text.subarray(3, 4), text.subarray(4)];
    expect(take(5, split)).toBe('ab€');
    expect(take(4, split)).toBe('over');
  });

  it('passes an empty output', () => {
    expect(take(16, [])).toBe('');
  });
});
