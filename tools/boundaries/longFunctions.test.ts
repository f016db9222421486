import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { longFunctions } from './longFunctions';

/*
 * A function over 60 lines is several steps that want names of their own: a newcomer reads the named steps, not the
 * whole. A few long ones stay where splitting would only scatter one straight sequence; this number only goes down.
 */
const LIMIT_LINES = 60;
const MAX_LONG_FUNCTIONS = 2;

it(`has at most ${MAX_LONG_FUNCTIONS} source functions over ${LIMIT_LINES} lines`, () => {
  const found = longFunctions(repoRoot, LIMIT_LINES).map((f) => `${f.file}:${f.line} ${f.name} (${f.lines} lines)`);
  expect(found.length <= MAX_LONG_FUNCTIONS ? [] : found).toEqual([]);
});

it('counts a long function, and not a test', () => {
  const found = longFunctions(repoRoot, LIMIT_LINES);
  expect(found.every((f) => !/\.(test|spec)\.tsx?$/.test(f.file) && !f.file.includes('/testing/'))).toBe(true);
  // A known long one, so a parser that stopped seeing functions fails here rather than passing above.
  expect(longFunctions(repoRoot, 5).length).toBeGreaterThan(100);
});
