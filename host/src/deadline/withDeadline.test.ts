import { DeadlineExceededError, withDeadline } from './withDeadline';

describe('withDeadline', () => {
  it("settles with the work's value, and leaves its signal alone", async () => {
    let given: AbortSignal | undefined;
    const value = await withDeadline('Quick work', 1_000, async (signal) => {
      given = signal;
      return 42;
    });
    expect(value).toBe(42);
    expect(given?.aborted).toBe(false);
  });

  it("rejects with the work's own error", async () => {
    const failure = new Error('broken');
    await expect(withDeadline('Broken work', 1_000, () => Promise.reject(failure))).rejects.toBe(failure);
  });

  it('turns a synchronous throw of the work into a rejection', async () => {
    const failure = new Error('thrown at once');
    const work = () => {
      throw failure;
    };
    await expect(withDeadline('Throwing work', 1_000, work)).rejects.toBe(failure);
  });

  it('rejects with DeadlineExceededError when the work outlives the budget, and aborts its signal with it', async () => {
    let given: AbortSignal | undefined;
    const hanging = withDeadline('Hanging work', 20, (signal) => {
      given = signal;
      return new Promise<never>(() => {});
    });

    const error: unknown = await hanging.catch((rejection: unknown) => rejection);
    expect(error).toBeInstanceOf(DeadlineExceededError);
    expect(error).toMatchObject({ name: 'TimeoutError', timeoutMs: 20 });
    expect((error as Error).message).toBe('Hanging work did not finish within 20 ms');
    expect(given?.aborted).toBe(true);
    expect(given?.reason).toBe(error);
  });
});
