// Plain JavaScript: jest loads its test sequencer as it is, without the transform it gives test files.
import sequencer from '@jest/test-sequencer';

/** Jest's own sequencer, a CommonJS module whose class is its `default`. */
const TestSequencer = sequencer.default ?? sequencer;

/** @param {{ path: string }} test */
const isSlow = (test) => /\.slow\.test\.ts$/.test(test.path);

/**
 * Jest's order, with the `*.slow.test.ts` files first. Jest starts the files it knows to be long first, but on a run
 * with no cache of their times (a fresh clone, CI) it goes by file size, and a slow test of minutes (the example
 * remote packed and installed outside the repository) can start late and run alone while the other worker idles
 * (decision 0083). The sort is stable: among slow tests and among the others, jest's order holds.
 */
export default class SlowTestsFirst extends TestSequencer {
  /** @param {import('@jest/test-result').Test[]} tests */
  async sort(tests) {
    const sorted = await super.sort(tests);
    return [...sorted.filter(isSlow), ...sorted.filter((test) => !isSlow(test))];
  }
}
