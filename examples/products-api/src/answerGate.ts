/**
 * Holds the API's answers until a test releases them, so a test can see what a page does before its data arrives
 * without timing anything (issue 42: "the shell arrives before the API answers"). Open unless held.
 */
export interface AnswerGate {
  /** Answers from now on wait until `release`. */
  hold(): void;
  /** Lets every waiting answer go, and those after it. */
  release(): void;
  /** Resolves when the answer may go: at once when open. */
  passed(): Promise<void>;
  /** Answers waiting now: a test holds, then waits for its request to arrive before it looks at the page. */
  waiting(): number;
}

export function createAnswerGate(): AnswerGate {
  let held = false;
  let waiters: (() => void)[] = [];
  return {
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      const released = waiters;
      waiters = [];
      for (const resolve of released) resolve();
    },
    passed: () => (held ? new Promise<void>((resolve) => waiters.push(resolve)) : Promise.resolve()),
    waiting: () => waiters.length,
  };
}
